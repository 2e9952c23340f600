import { PageHeading } from '../../components/page-heading';

/** SPEC §2 Admin dashboard (/admin). */
export function AdminPage() {
  return (
    <section>
      <PageHeading>Admin Dashboard</PageHeading>
    </section>
  );
}
