import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { BulbIcon, CameraIcon } from './components/icons';
import { ReferenceImageStep } from './components/reference-image-step';

function ChoiceCard({ icon, title, text, onChoose }: { icon: ReactNode; title: string; text: string; onChoose: () => void }) {
  return (
    <button
      type="button"
      onClick={onChoose}
      className="group flex h-full flex-col items-start gap-3 rounded-3xl bg-white p-6 text-left shadow-sm ring-2 ring-amber-200 transition hover:-translate-y-1 hover:shadow-md hover:ring-coral-300 sm:p-8"
    >
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-amber-100 to-coral-100 transition group-hover:rotate-3"
      >
        {icon}
      </span>
      <span className="font-display text-2xl font-bold text-ink">{title}</span>
      <span className="text-ink-soft">{text}</span>
    </button>
  );
}

/**
 * SPEC §2 Create options (/create-options): a story from reference images (an image step, then the
 * form with them) or from an idea alone (straight to the form). The image step is `?step=images`,
 * so the browser's back button leaves it.
 */
export function CreateOptionsPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const imageStep = searchParams.get('step') === 'images';

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <div>
        <PageHeading>Create Options</PageHeading>
        <p className="mt-2 text-ink-soft">How would you like to start your story?</p>
      </div>
      {imageStep ? (
        <ReferenceImageStep
          onBack={() => setSearchParams({})}
          onContinue={(referenceImages) => navigate('/create', { state: { referenceImages } })}
        />
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          <ChoiceCard
            icon={<CameraIcon />}
            title="Reference image for a Story e.g. textbook page"
            text="Photograph a page your child is learning from, and the story teaches what it shows."
            onChoose={() => setSearchParams({ step: 'images' })}
          />
          <ChoiceCard
            icon={<BulbIcon />}
            title="Turn an idea into a Story"
            text="Type an idea in a sentence or two and get a six-paragraph illustrated story."
            onChoose={() => navigate('/create', { state: { referenceImages: [] } })}
          />
        </div>
      )}
    </section>
  );
}
