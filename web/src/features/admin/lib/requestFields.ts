import type { AdminMessageKey, AdminTranslate } from '../i18n';

/** The fields of table and green-fee requests (common/validation), by their key. */
const labels: Record<string, AdminMessageKey> = {
  fullname: 'admin.requests.field.fullname',
  firstname: 'admin.requests.field.firstname',
  lastname: 'admin.requests.field.lastname',
  handicap: 'admin.requests.field.handicap',
  email: 'admin.requests.field.email',
  telephone: 'admin.requests.field.telephone',
  phone: 'admin.requests.field.telephone',
  persons: 'admin.requests.field.persons',
  adults: 'admin.requests.field.adults',
  juniors: 'admin.requests.field.juniors',
  date: 'admin.requests.field.date',
  time: 'admin.requests.field.time',
  remarks: 'admin.requests.field.remarks',
};

/** A field name in words: a known one by its label, any other split and capitalised ("memberNumber" → "Member number"). */
export function requestFieldLabel(key: string, t: AdminTranslate): string {
  const known = labels[key.toLowerCase()];
  if (known) return t(known);
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Who asked: the full name, or first and last name; empty when the request has neither. */
export function requestName(fields: Record<string, string | number>): string {
  const get = (name: string) => {
    const entry = Object.entries(fields).find(([key]) => key.toLowerCase() === name);
    return entry ? String(entry[1]).trim() : '';
  };
  return get('fullname') || [get('firstname'), get('lastname')].filter(Boolean).join(' ');
}

/** The order staff read a request in: who, when, how many, then how to reach them. */
const order = [
  'fullname',
  'firstname',
  'lastname',
  'date',
  'time',
  'persons',
  'adults',
  'juniors',
  'handicap',
  'telephone',
  'phone',
  'email',
  'remarks',
];

/** The fields in reading order; unknown ones keep their own order at the end. */
export function orderedFields(fields: Record<string, string | number>): [string, string][] {
  const rank = (key: string) => {
    const index = order.indexOf(key.toLowerCase());
    return index < 0 ? order.length : index;
  };
  return Object.entries(fields)
    .map(([key, value]): [string, string] => [key, String(value)])
    .sort(([a], [b]) => rank(a) - rank(b));
}

/** A date ("2026-11-27") or date and time ("2026-11-27T19:30") as written, in words; anything else as it is. */
export function requestValueText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value.trim());
  if (!match) return value;
  const [, y, mo, d, h, mi] = match;
  const date = new Date(Number(y), Number(mo) - 1, Number(d));
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
  return h && mi ? `${day}, ${h}:${mi}` : day;
}
