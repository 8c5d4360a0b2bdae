/** Calendar dates as 'YYYY-MM-DD' strings: no time zone surprises, and they sort as text. */
export type IsoDate = string;

/** Where the association is; the server takes 'today' there. */
export const associationTimeZone = "Europe/Berlin";

/** A member is at least this old on the day of the application (spec 2 section 4). */
export const minimumMemberAge = 18;

export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function parts(date: IsoDate): [number, number, number] {
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  return [year, month, day];
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The calendar date of an instant in a time zone. */
export function todayIn(timeZone: string, now: Date): IsoDate {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** Completed years: the year difference, less one if the birthday has not come yet this year. */
export function ageOn(birthday: IsoDate, today: IsoDate): number {
  const [birthYear, birthMonth, birthDay] = parts(birthday);
  const [year, month, day] = parts(today);
  const beforeBirthday = month < birthMonth || (month === birthMonth && day < birthDay);
  return year - birthYear - (beforeBirthday ? 1 : 0);
}

/** The latest birthday of someone who is of `years` age today (the date input's max). */
export function latestBirthdayForAge(today: IsoDate, years: number): IsoDate {
  const [year, month, day] = parts(today);
  const lastDay = new Date(Date.UTC(year - years, month, 0)).getUTCDate();
  return `${pad(year - years, 4)}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/** The earliest membership entry date (spec 2: the 1st of a month, from next month on). */
export function firstOfNextMonth(today: IsoDate): IsoDate {
  const [year, month] = parts(today);
  return month === 12 ? `${pad(year + 1, 4)}-01-01` : `${pad(year, 4)}-${pad(month + 1)}-01`;
}
