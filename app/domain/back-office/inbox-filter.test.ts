import { describe, expect, test } from "vitest";
import { inboxDefaults, inboxFilterQuery, isFiltered, parseInboxFilter } from "./inbox-filter";

const parse = (query: string) => parseInboxFilter(new URLSearchParams(query));
const staffId = "0b7c9a52-4f0e-4d2a-9a8e-3c1d2e4f5a6b";

describe("parseInboxFilter", () => {
  test("reads every parameter", () => {
    expect(
      parse(
        `type=adoption&locale=es&status=precheck&assignee=${staffId}&dog=Luna&from=2026-01-01&to=2026-02-28&q=%20Mar%20&dog_gone=1&page=3`,
      ),
    ).toEqual({
      type: "adoption",
      locale: "es",
      status: "precheck",
      assignee: staffId,
      dog: "Luna",
      from: "2026-01-01",
      to: "2026-02-28",
      q: "Mar",
      dogGone: true,
      page: 3,
    });
  });

  test("no parameters: the unfiltered first page", () => {
    expect(parse("")).toEqual({ page: 1 });
    expect(parse("status=all")).toEqual({ page: 1 });
  });

  test("the inbox's default: open requests unless the address says otherwise", () => {
    const inbox = (query: string) => parseInboxFilter(new URLSearchParams(query), inboxDefaults);
    expect(inbox("")).toEqual({ status: "open", page: 1 });
    expect(inbox("status=lost")).toEqual({ status: "open", page: 1 });
    expect(inbox("status=all")).toEqual({ page: 1 });
    expect(inbox("status=placed")).toEqual({ status: "placed", page: 1 });
    expect(isFiltered(inbox(""))).toBe(false);
    expect(isFiltered(inbox("page=4"))).toBe(false);
    expect(isFiltered(inbox("q=x"))).toBe(true);
    expect(isFiltered(inbox("status=all"))).toBe(true);
    expect(inboxFilterQuery(inbox(""))).toBe("?status=open");
    expect(inboxFilterQuery(inbox("status=all"))).toBe("?status=all");
  });

  test("open, unread, me and none are understood", () => {
    expect(parse("status=open&assignee=me")).toEqual({ status: "open", assignee: "me", page: 1 });
    expect(parse("status=unread&assignee=none")).toEqual({ status: "unread", assignee: "none", page: 1 });
  });

  test.each([
    ["type=cat", {}],
    ["locale=fr", {}],
    ["status=lost", {}],
    ["assignee=someone", {}],
    ["assignee=1;drop", {}],
    ["from=2026-02-30", {}],
    ["to=yesterday", {}],
    ["from=2026-1-1", {}],
    ["page=0", {}],
    ["page=-2", {}],
    ["page=2.5", {}],
    ["page=99999999999", {}],
    ["page=abc", {}],
    ["dog_gone=yes", {}],
    ["q=%20%20", {}],
    [`dog=${"x".repeat(101)}`, {}],
  ])("an invalid value is ignored: %s", (query, expected) => {
    expect(parse(query)).toEqual({ page: 1, ...expected });
  });

  test("the search text is trimmed, its spaces collapsed and cut at 100 characters", () => {
    expect(parse("q=%20Anna%20%20%20M%C3%BCller%20").q).toBe("Anna Müller");
    expect(parse(`q=${"a".repeat(250)}`).q).toHaveLength(100);
  });

  test("a staff id is kept lower-case", () => {
    expect(parse(`assignee=${staffId.toUpperCase()}`).assignee).toBe(staffId);
  });
});

describe("inboxFilterQuery", () => {
  test("round-trips through parse", () => {
    const query = `?type=sponsorship&locale=de&status=open&assignee=me&dog=Fr%C3%ADa+%26+Co&from=2026-01-01&to=2026-01-31&q=a%25b_c&dog_gone=1&page=2`;
    const filter = parse(query.slice(1));
    expect(inboxFilterQuery(filter)).toBe(query);
    expect(parse(inboxFilterQuery(filter).slice(1))).toEqual(filter);
  });

  test("leaves out the first page and empty values; changes override", () => {
    expect(inboxFilterQuery({ page: 1 })).toBe("?status=all");
    expect(inboxFilterQuery({ page: 1, type: "contact" }, { page: 2 })).toBe(
      "?type=contact&status=all&page=2",
    );
    expect(inboxFilterQuery({ page: 5, q: "x", status: "open" }, { page: 1 })).toBe("?status=open&q=x");
  });
});
