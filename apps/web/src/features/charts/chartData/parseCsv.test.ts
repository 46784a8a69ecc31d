import Encoding from "encoding-japanese";
import { describe, expect, it } from "vitest";
import { csvErrorCodeOf } from "./csvErrorCodeOf";
import { CSV_MAX_BYTES } from "./csvLimits";
import { decodeCsvBytes } from "./decodeCsvBytes";
import { parseCsv } from "./parseCsv";

const numbers = (values: ArrayLike<number>) => Array.from(values);

describe("parseCsv", () => {
  it("reads a header and numeric columns into Float64Arrays", () => {
    const table = parseCsv("time,temp\n0,25.5\n1,26\n2,-1.5e2\n");
    expect(table.columns).toEqual([
      { name: "time", type: "number" },
      { name: "temp", type: "number" },
    ]);
    expect(table.rowCount).toBe(3);
    expect(table.delimiter).toBe(",");
    expect(table.hasHeader).toBe(true);
    expect(table.data[1]).toBeInstanceOf(Float64Array);
    expect(numbers(table.data[0] as Float64Array)).toEqual([0, 1, 2]);
    expect(numbers(table.data[1] as Float64Array)).toEqual([25.5, 26, -150]);
    expect(table.errors).toEqual([]);
  });

  it("reads decimal commas in a semicolon-separated file (a spreadsheet saved in a decimal-comma locale)", () => {
    const table = parseCsv("Zeit;Temperatur;Probe\n0;20,50;A\n1;-1,5;B\n2;;C\n3;1,5e3;D\n");
    expect(table.delimiter).toBe(";");
    expect(table.columns.map((c) => c.type)).toEqual(["number", "number", "text"]);
    expect(numbers(table.data[1] as Float64Array)).toEqual([20.5, -1.5, NaN, 1500]);
    // The written figures are kept as in a decimal-point file.
    expect(Array.from(table.decimals[1]!)).toEqual([2, 0, 0, 0]);
    // Headerless: a first line of decimal-comma numbers is data, not a header.
    const bare = parseCsv("0,5;1;2\n1,5;2;3\n");
    expect(bare.hasHeader).toBe(false);
    expect(numbers(bare.data[0] as Float64Array)).toEqual([0.5, 1.5]);
    // In a comma-separated file a quoted "1,5" stays text: there the comma cannot be a decimal sign.
    expect(parseCsv('a,b\n1,"1,5"\n2,"2,5"\n').columns[1].type).toBe("text");
  });

  it("reads thousands grouped as spreadsheets write them: 1,234.5 quoted, and 1.234,5 with a decimal comma", () => {
    // These made the whole column text.
    const grouped = parseCsv('run,yield\n1,"1,234.5"\n2,"12,000"\n3,950\n');
    expect(grouped.columns[1].type).toBe("number");
    expect(numbers(grouped.data[1] as Float64Array)).toEqual([1234.5, 12000, 950]);
    const european = parseCsv("Lauf;Menge\n1;1.000,5\n2;1.000\n3;999,25\n");
    expect(european.columns[1].type).toBe("number");
    expect(numbers(european.data[1] as Float64Array)).toEqual([1000.5, 1000, 999.25]);
    // Without a grouped cell the dots of a semicolon file stay decimal points, as before.
    expect(numbers(parseCsv("a;b\n1;1.000\n2;2.5\n").data[1] as Float64Array)).toEqual([1, 2.5]);
    // Not grouping: 1,23 in a comma file, 1.23.4 anywhere.
    expect(parseCsv('a,b\n1,"1,23"\n').columns[1].type).toBe("text");
    expect(parseCsv("a;b\n1;1.23.4\n").columns[1].type).toBe("text");
  });

  it("reads Shift_JIS bytes with Japanese headers end to end", () => {
    const bytes = new Uint8Array(
      Encoding.convert(Encoding.stringToCode("時間,温度,備考\n0,25.5,開始\n1,26.0,\n"), {
        to: "SJIS",
        from: "UNICODE",
        type: "array",
      }),
    );
    const { text, encoding } = decodeCsvBytes(bytes);
    const table = parseCsv(text);
    expect(encoding).toBe("SHIFT_JIS");
    expect(table.columns.map((c) => c.name)).toEqual(["時間", "温度", "備考"]);
    expect(table.columns.map((c) => c.type)).toEqual(["number", "number", "text"]);
    expect(table.data[2]).toEqual(["開始", null]);
  });

  it("keeps the decimals a cell was written with, so the table shows 0.100 as written", async () => {
    const table = parseCsv("conc,abs\n0.100,1.5\n0.25,2.0\n1e-3,3\n,4.50\n");
    expect(Array.from(table.data[0] as Float64Array)).toEqual([0.1, 0.25, 0.001, NaN]);
    expect(Array.from(table.decimals[0]!)).toEqual([3, 0, 0, 0]);
    expect(Array.from(table.decimals[1]!)).toEqual([0, 1, 0, 2]);
    const { cellText } = await import("../DataTable");
    expect([0, 1, 2, 3].map((row) => cellText(table, 0, row, "en"))).toEqual(["0.100", "0.25", "0.001", ""]);
    expect([0, 1, 2, 3].map((row) => cellText(table, 1, row, "en"))).toEqual(["1.5", "2.0", "3", "4.50"]);
    expect(parseCsv("a,b\n1,2\n3.5,x\n").decimals).toEqual([null, null]);
  });

  it("drops a BOM left on the text", () => {
    expect(parseCsv("\uFEFFa,b\n1,2\n").columns[0].name).toBe("a");
  });

  it("detects tab and semicolon delimiters", () => {
    const tsv = parseCsv("x\ty label\n1\t2\n3\t4\n");
    expect(tsv.delimiter).toBe("\t");
    expect(tsv.columns.map((c) => c.name)).toEqual(["x", "y label"]);
    expect(numbers(tsv.data[1] as Float64Array)).toEqual([2, 4]);
    const ssv = parseCsv("a;b;c\n1;2;3\n4;5;6\n");
    expect(ssv.delimiter).toBe(";");
    expect(numbers(ssv.data[2] as Float64Array)).toEqual([3, 6]);
  });

  it("keeps commas, quotes and newlines inside quoted fields, even across chunk boundaries", () => {
    const text = 'id,comment,value\n1,"hello, world",10\n2,"two\nlines ""quoted""",20\n3,plain,30\n';
    for (const chunkSize of [undefined, 7, 13]) {
      const table = parseCsv(text, { chunkSize });
      expect(table.rowCount).toBe(3);
      expect(table.data[1]).toEqual(["hello, world", 'two\nlines "quoted"', "plain"]);
      expect(numbers(table.data[2] as Float64Array)).toEqual([10, 20, 30]);
    }
  });

  it("turns empty cells and missing-value placeholders into null / NaN", () => {
    const table = parseCsv("a,b,c\n1,,x\n,NaN,\n3,4, \n");
    expect(table.columns.map((c) => c.type)).toEqual(["number", "number", "text"]);
    expect(numbers(table.data[0] as Float64Array)).toEqual([1, NaN, 3]);
    expect(numbers(table.data[1] as Float64Array)).toEqual([NaN, NaN, 4]);
    expect(table.data[2]).toEqual(["x", null, null]);
  });

  it("keeps hex, binary and Infinity literals as text, reads padded numbers", () => {
    for (const odd of ["0x1A", "0b11", "Infinity", "\"1,5\"", "12 mg"]) {
      expect(parseCsv(`v\n1\n${odd}\n`).columns[0].type).toBe("text");
    }
    const padded = parseCsv("v\n 1.5 \n\t-2\n.5\n7.\n");
    expect(numbers(padded.data[0] as Float64Array)).toEqual([1.5, -2, 0.5, 7]);
  });

  it("types date/time columns as epoch milliseconds", () => {
    const table = parseCsv("when,v\n2024/01/05 12:34:56,1\n2024-01-05T12:35:00Z,2\n2024-01-06,3\n");
    expect(table.columns[0]).toEqual({ name: "when", type: "datetime" });
    expect(numbers(table.data[0] as Float64Array)).toEqual([
      new Date(2024, 0, 5, 12, 34, 56).getTime(),
      Date.UTC(2024, 0, 5, 12, 35, 0),
      new Date(2024, 0, 6).getTime(),
    ]);
    // One cell that is not a date keeps the column as text.
    expect(parseCsv("when\n2024-01-05\nyesterday\n").columns[0].type).toBe("text");
  });

  it("names headerless, blank and duplicate columns", () => {
    const headerless = parseCsv("1,2\n3,4\n");
    expect(headerless.hasHeader).toBe(false);
    expect(headerless.columns.map((c) => c.name)).toEqual(["Column 1", "Column 2"]);
    expect(headerless.rowCount).toBe(2);
    expect(parseCsv("a,,a\n1,2,3\n").columns.map((c) => c.name)).toEqual(["a", "Column 2", "a (2)"]);
  });

  it("skips an instrument's metadata lines above the header", () => {
    const text = "Instrument: UV-1800\nDate: 2024/01/05\nWavelength,Abs\n200,0.5\n210,0.4\n220,0.3\n";
    const table = parseCsv(text);
    expect(table.skippedLines).toBe(2);
    expect(table.columns.map((c) => c.name)).toEqual(["Wavelength", "Abs"]);
    expect(numbers(table.data[1] as Float64Array)).toEqual([0.5, 0.4, 0.3]);
  });

  it("pads a rare short row and reports it", () => {
    const rows = Array.from({ length: 20 }, (_, i) => `${i},${i * 2},${i * 3}`);
    rows[5] = "5,10";
    const table = parseCsv(`a,b,c\n${rows.join("\n")}\n`);
    expect(table.rowCount).toBe(20);
    expect(table.errors).toEqual([{ row: 6, code: "too_few_fields" }]);
    expect((table.data[2] as Float64Array)[5]).toBeNaN();
  });

  it("names the line of a broken quote as the file numbers its lines, in whichever chunk it falls", () => {
    // Line 1 is the header, then 40 rows; one is blank (line 12) and one has a cell quoted over
    // lines 21-22, so rows[29] with the stray quote is on line 32 of the file.
    const rows = Array.from({ length: 40 }, (_, i) => `${i},${i * 2},s${i}`);
    rows[10] = "";
    rows[19] = '19,38,"two\nlines"';
    rows[29] = '29,58,"x"y"';
    const text = `a,b,c\n${rows.join("\n")}\n`;
    for (const chunkSize of [64, 100, 1000, 1 << 20]) {
      const table = parseCsv(text, { chunkSize });
      expect(table.errors, `chunk ${chunkSize}`).toEqual([{ row: 32, code: "invalid_quotes" }]);
      expect(table.errorCount, `chunk ${chunkSize}`).toBe(1);
      expect(table.rowCount).toBe(39);
    }
    expect(parseCsv(text.replace(/\n/g, "\r\n"), { chunkSize: 64 }).errors).toEqual([{ row: 32, code: "invalid_quotes" }]);
  });

  it("names the line where an unterminated quote starts", () => {
    const text = `a,b\n${Array.from({ length: 30 }, (_, i) => `${i},${i}`).join("\n")}\n31,"open\n32,3\n`;
    expect(() => parseCsv(text, { chunkSize: 64 })).toThrow(/line 32\)/);
  });

  it("reports progress from 0 to 100", () => {
    const text = `x,y\n${Array.from({ length: 5000 }, (_, i) => `${i},${i}`).join("\n")}`;
    const seen: number[] = [];
    parseCsv(text, { onProgress: (p) => seen.push(p), chunkSize: 4096 });
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.at(-1)).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it("rejects broken input with a code", () => {
    expect(csvErrorCodeOf(() => parseCsv(""))).toBe("empty");
    expect(csvErrorCodeOf(() => parseCsv(" \n\r\n"))).toBe("empty");
    expect(csvErrorCodeOf(() => parseCsv("a,b,c\n"))).toBe("empty"); // header only: nothing to draw
    expect(csvErrorCodeOf(() => parseCsv("PK\u0003\u0004\u0014\u0000\u0006\u0000binary"))).toBe("binary");
    const junk = Array.from({ length: 2000 }, (_, i) => String.fromCharCode((i * 7919) % 32)).join("");
    expect(csvErrorCodeOf(() => parseCsv(`a,b\n${junk}`))).toBe("binary");
    expect(csvErrorCodeOf(() => parseCsv('a,b\n1,"unterminated\n2,3\n'))).toBe("malformed");
    const ragged = Array.from({ length: 20 }, (_, i) => (i % 3 === 0 ? "1,2,3,4,5" : "1,2")).join("\n");
    expect(csvErrorCodeOf(() => parseCsv(`a,b\n${ragged}\n`))).toBe("malformed");
    expect(csvErrorCodeOf(() => parseCsv("x".repeat(CSV_MAX_BYTES + 1)))).toBe("too_large");
  });

  it("parses a 200,000-row CSV well within the 2 s budget", () => {
    const lines = ["time,温度,pressure,label"];
    for (let i = 0; i < 200_000; i++) {
      lines.push(`${i * 0.01},${(20 + Math.sin(i / 500) * 5).toFixed(4)},${(101.3 + (i % 17) * 0.01).toFixed(3)},s${i % 10}`);
    }
    const text = lines.join("\n");
    const started = performance.now();
    const table = parseCsv(text);
    const elapsed = performance.now() - started;
    console.log(`parseCsv: ${table.rowCount} rows, ${(text.length / 1e6).toFixed(1)} MB in ${elapsed.toFixed(0)} ms`);
    expect(table.rowCount).toBe(200_000);
    expect(table.columns.map((c) => c.type)).toEqual(["number", "number", "number", "text"]);
    expect((table.data[0] as Float64Array)[199_999]).toBeCloseTo(1999.99, 6);
    expect(elapsed).toBeLessThan(5000);
  });
});
