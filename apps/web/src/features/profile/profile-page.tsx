import { PageHeading } from '../../components/page-heading';

/** SPEC §2 Profile (/Profile). */
export function ProfilePage() {
  return (
    <section>
      <PageHeading>Profile</PageHeading>
    </section>
  );
}
