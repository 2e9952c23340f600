import { PageHeading } from '../../components/page-heading';

/** SPEC §2 Create (/create). */
export function CreatePage() {
  return (
    <section>
      <PageHeading>Create a Story</PageHeading>
    </section>
  );
}
