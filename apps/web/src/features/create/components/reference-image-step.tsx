import { MAX_REFERENCE_IMAGES } from '@storybook/contract';
import { useState, type ChangeEvent, type DragEvent } from 'react';
import { BookIcon } from './icons';
import { ReferenceImageError, readReferenceImage } from '../utils/read-reference-image';

interface ReferenceImageStepProps {
  onBack: () => void;
  onContinue: (images: string[]) => void;
}

/**
 * SPEC §2 create options, image step: pick up to MAX_REFERENCE_IMAGES reference images (JPEG, PNG
 * or WebP; large photos are downscaled to fit), preview and remove them, then go on to the form.
 */
export function ReferenceImageStep({ onBack, onContinue }: ReferenceImageStepProps) {
  const [images, setImages] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);

  async function addFiles(files: File[]) {
    if (files.length === 0) return;
    const room = MAX_REFERENCE_IMAGES - images.length;
    const found: string[] = files.length > room ? [`You can add up to ${MAX_REFERENCE_IMAGES} images.`] : [];
    setReading(true);
    const added: string[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      try {
        added.push(await readReferenceImage(file));
      } catch (error) {
        const reason = error instanceof ReferenceImageError ? error.message : 'could not be read';
        found.push(`${file.name} ${reason}.`);
      }
    }
    setImages((current) => [...current, ...added].slice(0, MAX_REFERENCE_IMAGES));
    setProblems(found);
    setReading(false);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // picking the same file again still fires a change
    void addFiles(files);
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void addFiles(Array.from(event.dataTransfer.files));
  }

  const full = images.length >= MAX_REFERENCE_IMAGES;

  return (
    <section
      aria-labelledby="reference-step-heading"
      className="space-y-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-amber-200 sm:p-8"
    >
      <div>
        <h2 id="reference-step-heading" className="font-display text-2xl font-bold text-ink">
          Reference image for a Story e.g. textbook page
        </h2>
        <p className="mt-2 text-ink-soft">
          {`Add up to ${MAX_REFERENCE_IMAGES} photos of a textbook page, a worksheet or a drawing (JPEG, PNG or WebP). The story is built around what they show.`}
        </p>
      </div>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        className={`flex flex-col items-center gap-3 rounded-3xl border-3 border-dashed px-6 py-10 text-center transition ${
          dragging ? 'border-coral-400 bg-coral-50' : 'border-amber-300 bg-paper'
        }`}
      >
        <BookIcon className="size-14" />
        <p className="font-bold text-ink">Drop images here, or</p>
        <input
          id="reference-images"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          disabled={full || reading}
          onChange={handleChange}
          className="peer sr-only"
        />
        <label
          htmlFor="reference-images"
          className={`btn-primary peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-focus ${full || reading ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`}
        >
          Choose images
        </label>
        <p className="text-sm text-ink-soft">{`${images.length} of ${MAX_REFERENCE_IMAGES} images`}</p>
      </div>

      {reading && (
        <p role="status" className="font-semibold text-coral-700">
          Preparing images...
        </p>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="space-y-1 rounded-2xl bg-coral-50 p-4 font-semibold text-coral-800 ring-1 ring-coral-200">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}

      {images.length > 0 && (
        <ul aria-label="Chosen images" className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-5">
          {images.map((image, index) => (
            // Position is the identity: the same page may be chosen twice.
            <li key={`${index}-${image.length}`} className="relative">
              <img
                src={image}
                alt={`Chosen image ${index + 1}`}
                className="aspect-[3/4] w-full rounded-2xl bg-amber-50 object-cover shadow-sm ring-1 ring-amber-200"
              />
              <button
                type="button"
                onClick={() => setImages((current) => current.filter((_, at) => at !== index))}
                aria-label={`Remove image ${index + 1}`}
                className="absolute -top-2 -right-2 grid size-8 place-items-center rounded-full bg-white text-lg font-bold text-coral-800 shadow ring-2 ring-coral-200 hover:bg-coral-50"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap justify-between gap-3">
        <button type="button" onClick={onBack} className="btn-secondary">
          Back
        </button>
        <button
          type="button"
          onClick={() => onContinue(images)}
          disabled={images.length === 0 || reading}
          className="btn-primary px-8"
        >
          Continue
        </button>
      </div>
    </section>
  );
}
