import { PageHeading } from '../../components/page-heading';

/** SPEC §2 Login (/Login, also /login). */
export function LoginPage() {
  return (
    <section>
      <PageHeading>Login</PageHeading>
    </section>
  );
}
