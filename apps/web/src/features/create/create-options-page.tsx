import { PageHeading } from '../../components/page-heading';

/** SPEC §2 Create options (/create-options). */
export function CreateOptionsPage() {
  return (
    <section>
      <PageHeading>Create Options</PageHeading>
    </section>
  );
}
