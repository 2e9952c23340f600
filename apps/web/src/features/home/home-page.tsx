import { useState } from 'react';
import { PageHeading } from '../../components/page-heading';
import { SearchBar } from './components/search-bar';
import { StoryFeed } from './components/story-feed';

/** SPEC §2 Home (/): search bar and the infinite story feed. */
export function HomePage() {
  const [query, setQuery] = useState('');

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageHeading title="Home">Stories</PageHeading>
        <p className="text-ink-soft">Illustrated stories made by families, for curious young readers.</p>
      </div>
      <SearchBar onSearch={setQuery} />
      <StoryFeed query={query} />
    </section>
  );
}
