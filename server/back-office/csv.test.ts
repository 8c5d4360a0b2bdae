import { describe, expect, test } from "vitest";
import { csvCell, toCsv, workbookText } from "./csv";

describe("workbookText", () => {
  test("a phone number stays as written; anything else that could run as a formula keeps its guard", () => {
    expect(workbookText("+49 171 2345678")).toBe("+49 171 2345678");
    expect(workbookText("+34 (91) 123-45.67")).toBe("+34 (91) 123-45.67");
    expect(workbookText("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(workbookText("+1+SUM(A1)")).toBe("'+1+SUM(A1)");
    expect(workbookText('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(workbookText("Anna")).toBe("Anna");
  });
});

describe("csvCell", () => {
  test("plain text stays as it is", () => {
    expect(csvCell("Anna")).toBe("Anna");
    expect(csvCell("")).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  test("quotes are doubled inside a quoted field", () => {
    expect(csvCell('Sie sagte "Hallo"')).toBe('"Sie sagte ""Hallo"""');
  });

  test("fields with a comma, CR or LF are quoted", () => {
    expect(csvCell("Müller, Anna")).toBe('"Müller, Anna"');
    expect(csvCell("Zeile 1\nZeile 2")).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  test("umlauts and ñ pass unchanged", () => {
    expect(csvCell("Jürgen Größe, Peña")).toBe('"Jürgen Größe, Peña"');
    expect(csvCell("Ñandú")).toBe("Ñandú");
  });

  test.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+49 30 1234", "'+49 30 1234"],
    ["-1+2", "'-1+2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["  =1+1", "'  =1+1"],
    ["\t=1", "'\t=1"],
    ["\r=1", '"\'\r=1"'],
    ["\tplain", "'\tplain"],
  ])("formula injection neutralised: %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  test("a formula sign later in the text is harmless and left alone", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("anna@example.org")).toBe("anna@example.org");
  });

  test("dates as ISO-8601", () => {
    expect(csvCell(new Date("2026-03-01T10:20:30.000Z"))).toBe("2026-03-01T10:20:30.000Z");
  });
});

describe("toCsv", () => {
  test("BOM, header, CRLF line ends, one line per row", () => {
    const csv = toCsv(
      ["id", "name"],
      [
        ["1", "Anna, B."],
        ["2", "=cmd"],
      ],
    );
    expect(csv.startsWith("\uFEFFid,name\r\n")).toBe(true);
    expect(csv).toBe('\uFEFFid,name\r\n1,"Anna, B."\r\n2,\'=cmd\r\n');
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  test("a field with a line break keeps its row together for an RFC 4180 reader", () => {
    const csv = toCsv(["a", "b"], [["x\ny", "z"]]);
    expect(parseCsv(csv.slice(1))).toEqual([
      ["a", "b"],
      ["x\ny", "z"],
    ]);
  });
});

/** A minimal RFC 4180 reader, to check what a spreadsheet program would see. */
function parseCsv(input: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted && char === '"' && input[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && input[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else {
      field += char;
    }
  }
  return rows;
}
