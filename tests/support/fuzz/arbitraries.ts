// fast-check arbitraries of the hostile-input suite: hostile strings (lone surrogates, controls,
// bidi marks, NUL, huge), JSON of any shape written by hand (duplicate and prototype keys, deep
// nesting, raw number texts), valid submissions of each form with one field mutated, urlencoded
// page posts, request paths, methods and headers.
import fc from "fast-check";
import {
  associationTimeZone,
  firstOfNextMonth,
  latestBirthdayForAge,
  todayIn,
  type RequestFormType,
} from "~/domain/forms";
import type { FormType } from "~/domain/forms";

// ---------------------------------------------------------------------------------------------
// Markers: every generated value that could end up in a log carries one, so the log scan can
// tell a leaked value from anything else.

export const markerPattern = /zq[0-9a-f]{12}/g;

export const marker = fc
  .tuple(fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: 0, max: 0xffffff }))
  .map(([a, b]) => `zq${a.toString(16).padStart(6, "0")}${b.toString(16).padStart(6, "0")}`);

// ---------------------------------------------------------------------------------------------
// Strings

/** Single characters that break naive code: controls, NUL, bidi and zero-width marks, surrogates. */
export const nastyChar = fc.constantFrom(
  "\u0000",
  "\u0001",
  "\u0008",
  "\t",
  "\n",
  "\r",
  "\u000b",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009f",
  "\u00a0",
  "\u200b",
  "\u200e",
  "\u200f",
  "\u202a",
  "\u202b",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2069",
  "\u2028",
  "\u2029",
  "\ufeff",
  "\ufffd",
  "\uffff",
  "\ud800", // lone high surrogate
  "\udbff",
  "\udc00", // lone low surrogate
  "\udfff",
  "\udfff\ud800", // reversed pair
  "\ud83d\udc36", // a dog, well-formed
  "e\u0301", // combining accent
  "<script>",
  "'\"`",
  "%00",
  "${x}",
  "{{x}}",
);

/** Any 16-bit code units, lone surrogates included. */
export const codeUnitString = (maxLength = 40) =>
  fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength }).map((units) => String.fromCharCode(...units));

/** Short hostile strings, each with a marker somewhere. */
export const hostileString: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      fc.string({ unit: "binary", maxLength: 30 }),
      fc.string({ unit: "grapheme", maxLength: 30 }),
      codeUnitString(),
      fc.array(nastyChar, { maxLength: 8 }).map((chars) => chars.join("")),
    ),
    marker,
    fc.nat(40),
  )
  .map(([text, mark, at]) => {
    const cut = Math.min(at, text.length);
    return `${text.slice(0, cut)}${mark}${text.slice(cut)}`;
  });

/** Lengths around the 64 KB limit and the fields' bounds. */
export const bigLength = fc.constantFrom(101, 256, 501, 2001, 10_000, 40_000, 65_000, 65_536, 70_000);

export const hugeString = fc
  .tuple(bigLength, fc.constantFrom("a", "ä", "\u0000", "\ud83d\udc36", " ", "\ud800"), marker)
  .map(([length, unit, mark]) => mark + unit.repeat(Math.ceil(length / unit.length)));

// ---------------------------------------------------------------------------------------------
// JSON, written by hand so objects can carry duplicate and `__proto__` keys and numbers can be
// texts JSON.stringify never writes.

export type JsonNode =
  null | boolean | number | string | JsonNode[] | { entries: [string, JsonNode][] } | { raw: string };

const isEntries = (node: object): node is { entries: [string, JsonNode][] } => "entries" in node;

/** JSON text of a node; `asciiOnly` escapes every non-ASCII code unit (lone surrogates as `\udXXX` either way). */
export function jsonText(node: JsonNode, asciiOnly = false): string {
  const str = (value: string) => {
    const text = JSON.stringify(value);
    return asciiOnly
      ? text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
      : text;
  };
  if (node === null || typeof node === "boolean" || typeof node === "number") return JSON.stringify(node);
  if (typeof node === "string") return str(node);
  if (Array.isArray(node)) return `[${node.map((item) => jsonText(item, asciiOnly)).join(",")}]`;
  if (isEntries(node))
    return `{${node.entries.map(([key, value]) => `${str(key)}:${jsonText(value, asciiOnly)}`).join(",")}}`;
  return node.raw;
}

export function fromPlain(value: Record<string, unknown>): { entries: [string, JsonNode][] } {
  return { entries: Object.entries(value).map(([key, item]) => [key, item as JsonNode]) };
}

export const prototypeKey = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__defineGetter__",
  "then",
  "length",
);

const rawNumber = fc
  .constantFrom(
    "1e999",
    "-1e999",
    "-0",
    "1e-400",
    "123456789012345678901234567890",
    "0.1e1",
    "1E2",
    "-9007199254740993",
  )
  .map((raw): JsonNode => ({ raw }));

export const jsonKey = fc.oneof(prototypeKey, hostileString, fc.string({ maxLength: 12 }));

/** JSON values of any shape, hostile strings and prototype keys included. */
export const jsonNode: fc.Arbitrary<JsonNode> = fc.letrec<{ node: JsonNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.integer(),
    rawNumber,
    hostileString,
    fc.array(tie("node"), { maxLength: 5 }),
    fc.array(fc.tuple(jsonKey, tie("node")), { maxLength: 5 }).map((entries) => ({ entries })),
  ),
})).node;

/** `[[[…]]]` or `{"a":{"a":…}}`, as deep as `depth`, as raw JSON. */
export const deepNesting = fc
  .tuple(fc.integer({ min: 1, max: 30_000 }), fc.boolean(), marker)
  .map(([depth, arrays, mark]): JsonNode => ({
    raw: arrays
      ? `${"[".repeat(depth)}"${mark}"${"]".repeat(depth)}`
      : `${'{"a":'.repeat(depth)}"${mark}"${"}".repeat(depth)}`,
  }));

/** A value of the wrong type for a text field (or any field). */
export const wrongType: fc.Arbitrary<JsonNode> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  rawNumber,
  fc.constant<JsonNode>([]),
  fc.constant<JsonNode>({ entries: [] }),
  hostileString.map((text): JsonNode => [text]),
  hostileString.map((text): JsonNode => ({ entries: [["value", text]] })),
  fc.tuple(prototypeKey, hostileString).map(([key, text]): JsonNode => ({ entries: [[key, text]] })),
  deepNesting,
);

// ---------------------------------------------------------------------------------------------
// Valid submissions (spec fields as app/domain/forms has them), each value carrying a marker.

export type Locale = "de" | "es";

/** Today in the association's time zone when a value is made (a run may cross midnight there). */
const today = () => todayIn(associationTimeZone, new Date());
const nameStem = fc.constantFrom("Anna", "José", "Lena", "María", "Jörg", "Ñoño", "Zoë");
const wordy = fc.constantFrom(
  "Wir haben einen großen Garten und viel Zeit",
  "Tenemos un jardín grande y mucho tiempo libre",
  "Ich hatte schon zwei Hunde aus dem Tierschutz",
  "Vivo en un piso con terraza cerca del parque",
);

/** A valid form's fields with markers, as JSON values (amount a number, consent a boolean). */
export function validFields(formType: FormType): fc.Arbitrary<Record<string, string | number | boolean>> {
  return fc
    .record({
      mark: marker,
      name: nameStem,
      text: wordy,
      amount: fc.integer({ min: 10, max: 10_000 }),
      flag: fc.boolean(),
    })
    .map(({ mark, name, text, amount, flag }): Record<string, string | number | boolean> => {
      const person = `${name} ${mark}`;
      const email = `${name
        .normalize("NFD")
        .replace(/[^a-z]/gi, "")
        .toLowerCase()}.${mark}@example.org`;
      const long = `${text} ${mark}.`;
      const message = `${text}, ${mark}, und das schon lange.`;
      switch (formType) {
        case "adoption":
          return {
            dog: `Luna ${mark}`,
            name: person,
            email,
            phone: "+49 170 1234567",
            livingSituation: long,
            experience: long,
            message,
            privacyAccepted: true,
            website: "",
          };
        case "sponsorship":
          return { dogName: `Luna ${mark}`, yourName: person, email, amount, publishName: flag, website: "" };
        case "foster_home":
          return {
            name: person,
            email,
            phone: "+34 612 345 678",
            address: `Calle Mayor 1 ${mark}`,
            zipCode: "28001",
            experience: long,
            existingPets: flag ? long : "",
            livingSituation: long,
            availability: long,
            message,
            privacyAccepted: true,
            website: "",
          };
        case "contact":
          return {
            dogName: flag ? `Luna ${mark}` : "",
            name: person,
            email,
            phone: flag ? "+49 170 1234567" : "",
            message,
            privacyAccepted: true,
            website: "",
          };
        case "membership":
          return {
            membershipType: flag ? "active" : "supporting",
            salutation: flag ? "female" : "male",
            firstName: `${name} ${mark}`,
            lastName: `Muster ${mark}`,
            birthday: latestBirthdayForAge(today(), 30),
            facebookUsername: flag ? mark : "",
            street: `Hauptstraße 5 ${mark}`,
            addressAddition: "",
            postalCode: "10115",
            city: `Berlin ${mark}`,
            country: flag ? "DE" : "Spanien",
            email,
            phone: "+49 30 1234567",
            mobile: "",
            entryDate: firstOfNextMonth(today()),
            paymentInterval: flag ? "monthly" : "annual",
            website: "",
          };
      }
    });
}

/** What one mutation does to a record of fields; `null` leaves the record valid. */
export type Mutation =
  | null
  | { kind: "set"; field: number; value: JsonNode }
  | { kind: "insert"; field: number; at: number; text: string }
  | { kind: "delete"; field: number }
  | { kind: "extra"; key: string; value: JsonNode }
  | { kind: "duplicate"; field: number; value: JsonNode };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant("set" as const),
      field: fc.nat(),
      value: fc.oneof(hostileString, hugeString, wrongType, jsonNode),
    }),
    weight: 3,
  },
  {
    // The likeliest way past the type checks into the deep ones: one odd character in a good value.
    arbitrary: fc.record({
      kind: fc.constant("insert" as const),
      field: fc.nat(),
      at: fc.nat(),
      text: fc.oneof({ arbitrary: nastyChar, weight: 3 }, codeUnitString(4)),
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant("delete" as const), field: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant("extra" as const),
      key: jsonKey,
      value: fc.oneof(hostileString, jsonNode, hugeString),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("duplicate" as const),
      field: fc.nat(),
      value: fc.oneof(hostileString, wrongType),
    }),
    weight: 1,
  },
);

/** Applies a mutation to a list of entries (JSON object members or form fields). */
export function mutate<V>(
  entries: [string, V][],
  change: Mutation,
  toValue: (node: JsonNode) => V,
): [string, V][] {
  if (!change || entries.length === 0) return entries;
  const copy = [...entries];
  const index = "field" in change ? change.field % copy.length : 0;
  const [name, value] = copy[index]!;
  switch (change.kind) {
    case "set":
      copy[index] = [name, toValue(change.value)];
      return copy;
    case "insert": {
      const text = String(value);
      const at = change.at % (text.length + 1);
      copy[index] = [name, toValue(`${text.slice(0, at)}${change.text}${text.slice(at)}`)];
      return copy;
    }
    case "delete":
      copy.splice(index, 1);
      return copy;
    case "extra":
      return [...copy, [change.key, toValue(change.value)]];
    case "duplicate":
      return [...copy, [name, toValue(change.value)]];
  }
}

/** Fields whose text may span lines (tab and line feed allowed, CRLF normalised). */
const multilineFields = new Set(["livingSituation", "experience", "existingPets", "availability", "message"]);

/**
 * Why a submission must be refused whatever else it holds: a form field (of `known`) whose final
 * value has a lone surrogate, or a control character the field does not allow (after the trim the
 * schemas do). `firstWins`: a form post keeps a name's first value, JSON its last.
 */
export function mustRefuse(
  entries: [string, unknown][],
  known: Set<string>,
  firstWins: boolean,
): string | undefined {
  const values = new Map<string, unknown>();
  for (const [name, value] of entries) if (!(firstWins && values.has(name))) values.set(name, value);
  for (const [name, value] of values) {
    if (!known.has(name) || typeof value !== "string") continue;
    if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value))
      return `lone surrogate in ${name}`;
    const multiline = multilineFields.has(name);
    const text = (multiline ? value.replace(/\r\n?/g, "\n") : value).trim();
    const control = [...text].some((c) => {
      const code = c.charCodeAt(0);
      if (multiline && (code === 9 || code === 10)) return false;
      return code < 0x20 || (code >= 0x7f && code <= 0x9f);
    });
    if (control) return `control character in ${name}`;
  }
  return undefined;
}

export const locale = fc.constantFrom<Locale>("de", "es");

// ---------------------------------------------------------------------------------------------
// Bodies of POST /api/forms and POST /api/membership

/** A body to post: `text` goes out as UTF-8, or byte for byte (`latin1`) for raw junk bytes. */
export type JsonBody = {
  label: string;
  text: string;
  encoding: "utf8" | "latin1";
  contentType: string | null;
  /** Set when the body must not be accepted (see mustRefuse). */
  refuse?: string;
};

export const jsonContentType = fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 12 },
  {
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/json;charset=UTF-8",
      "application/json; charset=latin1",
      "application/json; charset=utf-16",
      "application/json; charset=\u00ff",
      "application/jsonx",
      "application/x-www-form-urlencoded",
      "text/plain",
      "multipart/form-data; boundary=x",
      "",
      ";",
      "application/json, text/plain",
    ),
    weight: 2,
  },
  { arbitrary: fc.constant(null), weight: 1 },
);

const toBody = (
  label: string,
  text: string,
  contentType: string | null,
  encoding: "utf8" | "latin1" = "utf8",
): JsonBody => ({
  label,
  text,
  encoding,
  contentType,
});

/** Junk that is not a (valid) submission at all: any JSON, deep nesting, bytes, truncated text. */
export const junkBody = (template: string, contentType: fc.Arbitrary<string | null>) =>
  fc.oneof(
    fc
      .tuple(jsonNode, fc.boolean(), contentType)
      .map(([node, ascii, type]) => toBody("junk json", jsonText(node, ascii), type)),
    fc.tuple(deepNesting, contentType).map(([node, type]) => toBody("deep nesting", jsonText(node), type)),
    fc
      .tuple(fc.uint8Array({ maxLength: 200 }), contentType)
      .map(([bytes, type]) => toBody("bytes", Buffer.from(bytes).toString("latin1"), type, "latin1")),
    fc
      .tuple(fc.nat(template.length), contentType)
      .map(([cut, type]) => toBody("truncated", template.slice(0, cut), type)),
  );

/** POST /api/forms: a valid-looking submission with one mutation, or junk in one of its places. */
export const formsApiBody: fc.Arbitrary<JsonBody> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom<RequestFormType>("adoption", "sponsorship", "foster_home", "contact")
      .chain((formType) =>
        fc.record({
          formType: fc.constant(formType),
          locale,
          fields: validFields(formType),
          change: mutation,
          top: fc.oneof({ arbitrary: fc.constant(null), weight: 5 }, mutation),
          ascii: fc.boolean(),
          contentType: jsonContentType,
        }),
      )
      .map(({ formType, locale, fields, change, top, ascii, contentType }) => {
        const data = { entries: mutate(fromPlain(fields).entries, change, (node) => node) };
        const body = {
          entries: mutate<JsonNode>(
            [
              ["formType", formType],
              ["locale", locale],
              ["data", data],
            ],
            top,
            (n) => n,
          ),
        };
        const refuse =
          top === null ? mustRefuse(data.entries, new Set(Object.keys(fields)), false) : undefined;
        return { ...toBody(`valid-ish ${formType}`, jsonText(body, ascii), contentType), refuse };
      }),
  },
  {
    weight: 3,
    arbitrary: junkBody('{"formType":"contact","locale":"de","data":{"name":"Anna"}}', jsonContentType),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.oneof(jsonNode, wrongType), jsonNode, fc.oneof(jsonNode, wrongType), jsonContentType)
      .map(([formType, locale, data, type]) =>
        toBody(
          "junk members",
          jsonText({
            entries: [
              ["formType", formType],
              ["locale", locale],
              ["data", data],
            ],
          }),
          type,
        ),
      ),
  },
);

/** POST /api/membership: the membership fields plus `locale`, one mutated; or junk. */
export const membershipApiBody: fc.Arbitrary<JsonBody> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        locale,
        fields: validFields("membership"),
        change: mutation,
        ascii: fc.boolean(),
        contentType: jsonContentType,
      })
      .map(({ locale, fields, change, ascii, contentType }) => {
        const entries = mutate(fromPlain({ ...fields, locale }).entries, change, (node) => node);
        const refuse = mustRefuse(entries, new Set(Object.keys(fields)), false);
        return { ...toBody("valid-ish membership", jsonText({ entries }, ascii), contentType), refuse };
      }),
  },
  {
    weight: 3,
    arbitrary: junkBody('{"membershipType":"active","firstName":"Anna","locale":"es"}', jsonContentType),
  },
);

// ---------------------------------------------------------------------------------------------
// Page form posts (urlencoded, as a browser without JavaScript sends them)

/** One form on one page: where it posts and which `formType` it names. */
export type PageForm = { site: Locale; path: string; formType: FormType };

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
export function formEncode(value: string): string {
  let out = "";
  for (const byte of Buffer.from(value, "utf8")) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9*\-._]/.test(c)
      ? c
      : byte === 0x20
        ? "+"
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Raw escapes a browser never sends: invalid percent escapes, overlong and surrogate UTF-8 bytes. */
const rawEscape = fc.constantFrom(
  "%",
  "%2",
  "%zz",
  "%ED%A0%80",
  "%C0%80",
  "%FF%FE",
  "%00",
  "%E2%80%AE",
  "%F4%90%80%80",
  "&&",
  "=",
  "+%2B",
);

const multipartBoundary = "----fuzzBoundary7MA4YWxkTrZu0gW";

/** A multipart/form-data body (as latin1 text of its UTF-8 bytes), names escaped as browsers do. */
function multipartBody(entries: [string, string][], fileName: string | null): string {
  const name = (text: string) => text.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const parts = entries.map(
    ([field, value]) => `Content-Disposition: form-data; name="${name(field)}"\r\n\r\n${value}`,
  );
  if (fileName !== null)
    parts.push(
      `Content-Disposition: form-data; name="attachment"; filename="${name(fileName)}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n\u0000\u00ff${fileName}`,
    );
  const text =
    parts.map((part) => `--${multipartBoundary}\r\n${part}\r\n`).join("") + `--${multipartBoundary}--\r\n`;
  return Buffer.from(text, "utf8").toString("latin1");
}

export type PagePost = {
  /** Posted as React Router's single fetch (`/kontakt.data`), as the page's script does. */
  singleFetch: boolean;
  label: string;
  form: PageForm;
  body: string;
  contentType: string;
  refuse?: string;
};

const formValue = (node: JsonNode): string =>
  typeof node === "string"
    ? node
    : node !== null && typeof node === "object" && "raw" in node
      ? node.raw
      : jsonText(node);

export const pagePostBody = (forms: PageForm[]): fc.Arbitrary<PagePost> =>
  fc.constantFrom(...forms).chain((form) =>
    fc
      .record({
        fields: validFields(form.formType),
        change: mutation,
        formTypeChange: fc.oneof(
          { arbitrary: fc.constant<string | null>(null), weight: 8 },
          fc.constantFrom("membership", "adoption", "sponsorship", "contact", "foster_home", "", "__proto__"),
          hostileString,
        ),
        singleFetch: fc.oneof({ arbitrary: fc.constant(false), weight: 3 }, fc.constant(true)),
        /** Sent as multipart/form-data instead (a file part too, when `file` is set). */
        multipart: fc.oneof(
          { arbitrary: fc.constant(null), weight: 4 },
          fc.record({ file: fc.boolean(), fileName: fc.oneof(hostileString, fc.constant("a.txt")) }),
        ),
        raw: fc.oneof(
          { arbitrary: fc.constant<[number, string] | null>(null), weight: 5 },
          fc.tuple(fc.nat(), rawEscape),
        ),
        contentType: fc.oneof(
          { arbitrary: fc.constant("application/x-www-form-urlencoded"), weight: 12 },
          fc.constantFrom(
            "application/x-www-form-urlencoded; charset=UTF-8",
            "application/x-www-form-urlencoded; charset=iso-8859-1",
            "multipart/form-data",
            "multipart/form-data; boundary=",
            "text/plain",
            "application/json",
          ),
        ),
      })
      .map(({ fields, change, formTypeChange, singleFetch, raw, contentType, multipart }) => {
        const plain: Record<string, string> = {};
        for (const [name, value] of Object.entries(fields)) {
          if (name === "privacyAccepted") plain[name] = value ? "on" : "";
          else if (name === "publishName") plain[name] = value ? "on" : "";
          else plain[name] = String(value);
        }
        if (form.formType === "adoption") delete plain.dog;
        if (form.formType === "sponsorship") delete plain.dogName;
        if (form.formType === "membership") plain.entryDate = plain.entryDate!.slice(0, 7);
        let entries: [string, string][] = [
          ["formType", formTypeChange ?? form.formType],
          ...Object.entries(plain),
        ];
        entries = mutate(entries, change, formValue);
        // What the server decodes: UTF-8, a lone surrogate turned into U+FFFD.
        const decoded = entries.map(([name, value]): [string, string] => [
          name,
          Buffer.from(value, "utf8").toString("utf8"),
        ]);
        const refuse = mustRefuse(decoded, new Set(Object.keys(plain)), true);
        const label = `${form.formType} ${form.path}${singleFetch ? ".data" : ""}`;
        if (multipart) {
          const body = multipartBody(entries, multipart.file ? multipart.fileName : null);
          const type = `multipart/form-data; boundary=${multipartBoundary}`;
          return { label: `${label} multipart`, form, singleFetch, body, contentType: type, refuse };
        }
        const parts = entries.map(([name, value]) => `${formEncode(name)}=${formEncode(value)}`);
        if (raw) parts.splice(raw[0] % (parts.length + 1), 0, raw[1]);
        return { label, form, singleFetch, body: parts.join("&"), contentType, refuse };
      }),
  );

// ---------------------------------------------------------------------------------------------
// Paths, methods and headers

const knownPath = fc.constantFrom(
  "/",
  "/hunde",
  "/perros",
  "/kontakt",
  "/contacto",
  "/mitgliedschaft",
  "/hacerse-socio",
  "/blog",
  "/ratgeber",
  "/guia",
  "/api/dogs",
  "/api/forms",
  "/api/membership",
  "/healthz",
  "/robots.txt",
  "/sitemap.xml",
  "/assets",
  "/vermittlungstiere",
  "/storage",
  "/admin",
  "/favicon.ico",
);

const pathSegment = fc.oneof(
  fc.constantFrom(
    "",
    ".",
    "..",
    "...",
    "%2e%2e",
    "%2E",
    "%2f",
    "%5c",
    "\\",
    "//",
    ";",
    "~",
    "*",
    ".data",
    "_root.data",
    "index",
    "%00",
    "%",
    "%zz",
    "%E0%A4%A",
    "%C0%AF",
    "%ED%A0%80",
    "%FF",
    "%uD800",
    "a%20b",
    "+",
    "@",
    ":",
    "?",
    "#",
    "&",
  ),
  fc.string({ unit: "grapheme-ascii", maxLength: 12 }).map((text) => text.replace(/[\s#?]/g, "")),
  fc.string({ unit: "binary", maxLength: 8 }).map(formEncode),
  codeUnitString(6).map((text) =>
    [...text].map((c) => `%${(c.charCodeAt(0) & 0xff).toString(16).padStart(2, "0")}`).join(""),
  ),
);

/** Request targets: known paths with junk appended, random segments, very long ones, odd forms. */
/** Origin-form targets (a path and maybe a query), some of them very long. */
export const pathTarget: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(knownPath, fc.array(pathSegment, { maxLength: 6 }))
      .map(([base, segments]) => [base.replace(/\/$/, ""), ...segments].join("/") || "/"),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(knownPath, fc.array(fc.tuple(pathSegment, pathSegment), { maxLength: 4 }))
      .map(([base, query]) => `${base}?${query.map(([k, v]) => `${k}=${v}`).join("&")}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        knownPath,
        fc.constantFrom(1_000, 2_100, 8_000, 9_000, 16_500, 20_000),
        fc.constantFrom("a", "/", "a/", "%41", "%", "ä", "-a", "./"),
      )
      .map(([base, length, unit]) =>
        `${base}/${unit.repeat(Math.ceil(length / unit.length))}`.slice(0, length + base.length + 1),
      ),
  },
);

/** Targets in other forms: absolute URLs, authority form, asterisk, none, odd starts. */
export const oddTarget: fc.Arbitrary<string> = fc.oneof({
  weight: 1,
  arbitrary: fc.constantFrom(
    "*",
    "http://localhost/",
    "http://evil.example/hunde",
    "https://localhost:1/kontakt",
    "//evil.example/",
    "hunde",
    "",
    "/%",
    "/\u00ff",
    "/?",
    "/#x",
    "http://[::1]/",
    "localhost:80",
    "/../../etc/passwd",
    "/assets/../../server.js",
    "/assets/%2e%2e/%2e%2e/package.json",
  ),
});

export const requestTarget: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: pathTarget, weight: 9 },
  { arbitrary: oddTarget, weight: 1 },
);

export const method = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "CONNECT",
      "PROPFIND",
      "MKCOL",
      "LOCK",
      "PURGE",
      "QUERY",
      "SEARCH",
      "get",
      "Get",
      "BREW",
      "M-SEARCH",
      "ACL",
      "SOURCE",
    ),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z!#$%&'*+.^_`|~-]{1,12}$/) },
);

/** Host header values: the two sites, odd ports and case, junk, none. */
export const hostHeader = (port: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(`localhost:${port}`, `es.localhost:${port}`) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "localhost",
        "ES.LOCALHOST",
        `es.localhost:${port}.`,
        "es.",
        "es",
        "",
        " ",
        "evil.example",
        "127.0.0.1",
        "[::1]",
        "[::1",
        "localhost:99999",
        "localhost:-1",
        "localhost:abc",
        "a".repeat(300),
        "es.a.b.c",
        "xn--mnchen-3ya.de",
        "l\u00f6calhost",
        "localhost:3000, evil.example",
        "@evil.example",
        "user:pass@localhost",
        "%65s.localhost",
        "localhost/x",
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: "binary-ascii", maxLength: 30 })
        .map((text) => text.replace(/[\r\n\0]/g, "")),
    },
  );

export const headerValue = fc.oneof(
  fc.constantFrom(
    "",
    "*",
    "null",
    ",,,",
    ";q=",
    "de-DE,de;q=0.9,en;q=0.8",
    "es",
    "*;q=1.1",
    "x".repeat(4000),
    "\u00ff\u00fe",
    "a=b; c=%zz; d=\u00e9",
    "gzip",
    "deflate, gzip",
    "br",
    "identity;q=0",
  ),
  fc.string({ unit: "binary-ascii", maxLength: 40 }).map((text) => text.replace(/[\r\n\0]/g, "")),
);

/** Extra headers: Accept-Language, Origin, Cookie, Content-Type, Referer, forwarding junk. */
export const extraHeaders = fc.array(
  fc.tuple(
    fc.constantFrom(
      "Accept-Language",
      "Origin",
      "Cookie",
      "Content-Type",
      "Referer",
      "Accept",
      "Accept-Encoding",
      "X-Forwarded-For",
      "X-Forwarded-Host",
      "X-Forwarded-Proto",
      "If-None-Match",
      "If-Modified-Since",
      "Range",
      "Expect",
      "Upgrade",
      "X-HTTP-Method-Override",
      "X-Remix-Response",
      "Sec-Fetch-Mode",
      "Content-Encoding",
    ),
    headerValue,
  ),
  { maxLength: 5 },
);

/** A body and how its length is declared. */
export const requestBody = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ body: "", length: "none" as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      body: fc.oneof(
        fc.string({ maxLength: 50 }),
        fc.constant('{"formType":"contact"}'),
        fc.constant("a=1&b=%zz"),
      ),
      length: fc.constantFrom(
        "exact" as const,
        "shorter" as const,
        "chunked" as const,
        "bad-chunked" as const,
        "double" as const,
        "junk" as const,
      ),
    }),
  },
);

/** The request line's protocol version: mostly 1.1, sometimes 1.0 or junk. */
export const httpVersion = fc.oneof(
  { arbitrary: fc.constant("HTTP/1.1"), weight: 8 },
  fc.constantFrom(
    "HTTP/1.0",
    "HTTP/2.0",
    "HTTP/0.9",
    "HTTP/1.2",
    "HTTP/9.9",
    "http/1.1",
    "HTTP/1",
    "FOO/1.1",
  ),
);
