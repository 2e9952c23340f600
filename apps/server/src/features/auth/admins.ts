/**
 * Who is an administrator: the one place that decides it. A user is one when their account carries
 * the stored flag (the install's first account, when ADMIN_EMAILS is empty) or when their address is
 * in ADMIN_EMAILS (checked on every request, so the list needs no migration of stored flags).
 */
export function isAdministrator(user: { email: string; isAdmin: boolean }, adminEmails: readonly string[]): boolean {
  return user.isAdmin || adminEmails.includes(user.email.toLowerCase());
}

/** The stored flag of a new account: with no ADMIN_EMAILS configured, the first account of the install is the admin. */
export function storedAdminFlag(adminEmails: readonly string[], isFirstAccount: boolean): boolean {
  return adminEmails.length === 0 && isFirstAccount;
}
