import type { ParagraphVisual } from '../draft/draft-types';
import { ParagraphImage } from './paragraph-image';

interface StoryParagraphsProps {
  paragraphs: string[];
  visuals: ParagraphVisual[];
  editingText: string | null;
  onEditTextChange: (text: string) => void;
  onRegenerate: (index: number) => void;
}

/**
 * SPEC §2: the story text (a textarea while 'Edit Story' is on; paragraphs split on blank lines)
 * and, once visuals were asked for, each paragraph beside its picture.
 */
export function StoryParagraphs({ paragraphs, visuals, editingText, onEditTextChange, onRegenerate }: StoryParagraphsProps) {
  if (editingText !== null) {
    return (
      <div>
        <label htmlFor="story-text" className="sr-only">
          Story text
        </label>
        <textarea
          id="story-text"
          value={editingText}
          rows={Math.max(12, editingText.split('\n').length + 2)}
          onChange={(event) => onEditTextChange(event.target.value)}
          className="block w-full rounded-2xl border-2 border-amber-200 bg-paper px-4 py-3 text-lg leading-relaxed text-ink focus:border-coral-300"
        />
        <p className="mt-2 text-sm text-ink-soft">Leave an empty line between paragraphs.</p>
      </div>
    );
  }

  const withPictures = visuals.length > 0;
  return (
    <ol className={withPictures ? 'space-y-8' : 'space-y-4'}>
      {paragraphs.map((paragraph, index) => {
        const visual = visuals[index];
        return (
          <li key={`${index}-${paragraph.slice(0, 24)}`} aria-label={`Paragraph ${index + 1}`}>
            <article
              className={
                withPictures
                  ? 'grid items-center gap-5 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-amber-200 sm:p-6 md:grid-cols-2'
                  : ''
              }
            >
              <p className={`text-lg leading-relaxed text-ink ${withPictures && index % 2 === 1 ? 'md:order-2' : ''}`}>
                {paragraph}
              </p>
              {visual && <ParagraphImage visual={visual} onRegenerate={() => onRegenerate(visual.index)} />}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
