import type { AdminText } from "~/content/types/admin";
import type { RelationDetails } from "~/domain/back-office/relation-schemas";
import { fill } from "~/i18n/format";
import { intlLocale, type Locale } from "~/i18n/locale";

type Text = AdminText["relations"];

/** A yyyy-mm-dd day in the volunteer's words ("3. März 2026", "3 mar 2026"). */
export function dayLabel(locale: Locale, day: string | null): string {
  if (!day) return "";
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The details of a relation in one short line per fact (the list's cell, the request page). */
export function detailLines(kind: string, details: RelationDetails, text: Text, locale: Locale): string[] {
  const t = text.details;
  const money = (amount: number) =>
    amount.toLocaleString(intlLocale[locale], { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  switch (kind) {
    case "adoption":
      return [`${t.fee}: ${details.fee === null ? t.unknown : fill(t.euro, { amount: money(details.fee) })}`];
    case "membership":
      return [
        details.membershipType
          ? text.choices.membershipType[details.membershipType]
          : `${t.membershipType}: ${t.unknown}`,
        details.paymentInterval
          ? `${t.paymentInterval}: ${text.choices.paymentInterval[details.paymentInterval]}`
          : `${t.paymentInterval}: ${t.unknown}`,
      ];
    case "sponsorship":
      return [
        details.monthlyAmount === null
          ? `${t.monthlyAmount}: ${t.unknown}`
          : fill(t.perMonth, { amount: money(details.monthlyAmount) }),
      ];
    default:
      return [
        details.capacity === null
          ? `${t.capacity}: ${t.unknown}`
          : details.capacity === 1
            ? t.dogsOne
            : fill(t.dogs, { count: details.capacity }),
        details.currentDogName ? `${t.currentDog}: ${details.currentDogName}` : t.noDog,
      ];
  }
}

/** One changed fact of a relation in the history: "Monatlicher Betrag: 10 € → 15 €". */
export function changeLine(
  change: { field: string; from: unknown; to: unknown },
  text: Text,
  locale: Locale,
): string {
  const t = text.details;
  const money = (amount: number) =>
    fill(t.euro, {
      amount: amount.toLocaleString(intlLocale[locale], {
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      }),
    });
  const words = (value: unknown): string => {
    if (value === null || value === undefined || value === "") return t.unknown;
    switch (change.field) {
      case "startedOn":
        return dayLabel(locale, String(value));
      case "fee":
      case "monthlyAmount":
        return typeof value === "number" ? money(value) : String(value);
      case "membershipType":
        return text.choices.membershipType[value as keyof Text["choices"]["membershipType"]] ?? String(value);
      case "paymentInterval":
        return (
          text.choices.paymentInterval[value as keyof Text["choices"]["paymentInterval"]] ?? String(value)
        );
      default:
        return String(value);
    }
  };
  const labels: Record<string, string> = {
    startedOn: t.startedOn,
    fee: t.fee,
    membershipType: t.membershipType,
    paymentInterval: t.paymentInterval,
    monthlyAmount: t.monthlyAmount,
    capacity: t.capacity,
    currentDogName: t.currentDog,
  };
  return `${labels[change.field] ?? change.field}: ${words(change.from)} → ${words(change.to)}`;
}
