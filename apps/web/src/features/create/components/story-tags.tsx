import { TAG_MAX_LENGTH } from '@storybook/contract';
import { useState, type FormEvent } from 'react';

interface StoryTagsProps {
  tags: string[];
  onAdd: (tag: string) => void;
  onRemove: (tag: string) => void;
}

/** SPEC §2/§5: tags shown with a # prefix; a new tag is ignored if empty or already present. */
export function StoryTags({ tags, onAdd, onRemove }: StoryTagsProps) {
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onAdd(text);
    setText('');
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Tags" className="contents">
        {tags.map((tag) => (
          <li
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-sky-100 py-1 pr-1 pl-3 font-bold text-sky-900 ring-1 ring-sky-200"
          >
            <span>{`#${tag}`}</span>
            <button
              type="button"
              onClick={() => onRemove(tag)}
              aria-label={`Remove tag ${tag}`}
              className="grid size-6 place-items-center rounded-full text-sky-800 hover:bg-sky-200"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={handleSubmit} aria-label="Add a tag" className="inline-flex items-center gap-1">
        <input
          aria-label="New tag"
          value={text}
          maxLength={TAG_MAX_LENGTH + 1}
          placeholder="Add a tag"
          onChange={(event) => setText(event.target.value)}
          className="w-36 rounded-full border-2 border-sky-200 bg-white px-3 py-1 text-ink placeholder:text-ink-soft/60 focus:border-sky-400"
        />
        <button type="submit" className="rounded-full bg-sky-200 px-3 py-1 font-bold text-sky-900 hover:bg-sky-300">
          Add tag
        </button>
      </form>
    </div>
  );
}
