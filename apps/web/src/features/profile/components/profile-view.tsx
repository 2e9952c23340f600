import type { User } from '@storybook/contract';
import { formatDayMonthYear } from '../../../lib/dates';
import { ageInYears } from '../utils/age';

const NOT_SET = 'Not set';

/** SPEC §2 profile view mode: Name, Email, Date of Birth (dd-mm-yyyy), Location, Age. */
export function ProfileView({ user, onEdit }: { user: User; onEdit: () => void }) {
  const age = ageInYears(user.dateOfBirth);
  const rows: [string, string][] = [
    ['Name', user.name],
    ['Email', user.email],
    ['Date of Birth', formatDayMonthYear(user.dateOfBirth) || NOT_SET],
    ['Location', user.location || NOT_SET],
    ['Age', age === null ? NOT_SET : String(age)],
  ];
  return (
    <div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink-soft">{label}</dt>
            <dd className="font-bold break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onEdit} className="btn-primary mt-6">
        Edit Profile
      </button>
    </div>
  );
}
