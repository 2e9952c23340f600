/** SPEC §2: the chosen reference images as thumbnails, each with a remove button. */
export function ReferenceThumbnails({ images, onRemove }: { images: string[]; onRemove: (index: number) => void }) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="reference-images-heading">
      <h2 id="reference-images-heading" className="text-sm font-bold tracking-wide text-ink-soft uppercase">
        Reference images
      </h2>
      <ul className="mt-2 flex flex-wrap gap-3">
        {images.map((image, index) => (
          // Data URLs can repeat (the same page twice); the position tells them apart.
          <li key={index} className="relative">
            <img
              src={image}
              alt={`Reference image ${index + 1}`}
              className="size-24 rounded-2xl bg-amber-50 object-cover shadow-sm ring-1 ring-amber-200"
            />
            <button
              type="button"
              onClick={() => onRemove(index)}
              aria-label={`Remove reference image ${index + 1}`}
              className="absolute -top-2 -right-2 grid size-8 place-items-center rounded-full bg-white text-lg font-bold text-coral-800 shadow ring-2 ring-coral-200 hover:bg-coral-50"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
