import { describe, expect, it } from 'vitest';
import { greenfeeRequestFields } from './greenfeeRequestFields';
import { formatRequestLines, MAX_REQUEST_TEXT, parseRequestLines } from './requestLines';
import { tableRequestFields } from './tableRequestFields';

const fields = {
  name: { name: 'Name', maxLength: 10 },
  time: { name: 'Time', maxLength: 5 },
  note: { name: 'Note', maxLength: 50 },
};

const parse = (text: string) => parseRequestLines(text, fields);
const failure = (text: string) => {
  const result = parse(text);
  if (result.ok) throw new Error(`expected "${text}" to be refused`);
  return result.message;
};

describe('parseRequestLines: accepted texts', () => {
  it('reads "field: value" lines into the keys of the field map', () => {
    expect(parse('Name: Ann\nTime: 10:30\nNote: hello')).toEqual({
      ok: true,
      values: { name: 'Ann', time: '10:30', note: 'hello' },
    });
  });

  it('keeps every colon after the first in the value', () => {
    expect(parse('Note: a: b: c')).toEqual({ ok: true, values: { note: 'a: b: c' } });
  });

  it('matches field names case-insensitively and trims names and values', () => {
    expect(parse('  nAmE  :   Ann  \nTIME:10:30')).toEqual({
      ok: true,
      values: { name: 'Ann', time: '10:30' },
    });
  });

  it('accepts CRLF line ends and skips blank lines', () => {
    expect(parse('Name: Ann\r\n\r\n   \nTime: 09:00\r\n')).toEqual({
      ok: true,
      values: { name: 'Ann', time: '09:00' },
    });
  });

  it('keeps empty values as empty strings and leaves absent fields out', () => {
    const result = parse('Name:\nNote: x');
    expect(result).toEqual({ ok: true, values: { name: '', note: 'x' } });
    expect(result.ok && 'time' in result.values).toBe(false);
  });

  it('accepts an empty text', () => {
    expect(parse('')).toEqual({ ok: true, values: {} });
  });

  it('accepts unicode, emoji, tabs and SQL-ish text as ordinary values', () => {
    expect(parse("Name: Zoë 🏌️‍♀️\nNote: '; drop table x; --\tok")).toEqual({
      ok: true,
      values: { name: 'Zoë 🏌️‍♀️', note: "'; drop table x; --\tok" },
    });
  });

  it('accepts a value of exactly the maximum length', () => {
    expect(parse(`Name: ${'x'.repeat(10)}`)).toEqual({ ok: true, values: { name: 'x'.repeat(10) } });
  });
});

describe('parseRequestLines: refused texts', () => {
  it('refuses unknown field names', () => {
    expect(failure('Name: Ann\nColour: red')).toBe('Unknown field "Colour".');
  });

  it('does not treat object prototype keys as fields', () => {
    expect(failure('__proto__: x')).toBe('Unknown field "__proto__".');
    expect(failure('constructor: x')).toBe('Unknown field "constructor".');
    expect(failure('toString: x')).toBe('Unknown field "toString".');
  });

  it('refuses a field that appears twice, whatever its case', () => {
    expect(failure('Name: Ann\nname: Bob')).toBe('The field "Name" appears twice.');
    expect(failure('Name:\nNAME: Bob')).toBe('The field "Name" appears twice.');
  });

  it('refuses lines without a field name before a colon', () => {
    expect(failure('Name: Ann\njust text')).toBe('Each line must read "field: value" (got "just text").');
    expect(failure(': value')).toBe('Each line must read "field: value" (got ": value").');
  });

  it('refuses a value longer than its field allows, naming the field and the limit', () => {
    expect(failure(`Name: ${'x'.repeat(11)}`)).toBe('The field "Name" is too long (at most 10 characters).');
  });

  it('refuses a text longer than MAX_REQUEST_TEXT', () => {
    expect(failure(`Note: x${' '.repeat(MAX_REQUEST_TEXT)}`)).toBe('The request is too long.');
  });

  it.each([
    ['carriage return', 'Ann\rBob'],
    ['line separator', 'Ann\u2028Bob'],
    ['paragraph separator', 'Ann\u2029Bob'],
    ['NUL', 'Ann\u0000'],
    ['bell', 'A\u0007nn'],
    ['escape', '\u001b[31mAnn'],
    ['vertical tab', 'Ann\u000bBob'],
    ['form feed', 'Ann\u000cBob'],
    ['DEL', 'Ann\u007f'],
    ['next line (C1)', 'Ann\u0085Bob'],
    ['CSI (C1)', 'Ann\u009b31m'],
  ])('refuses a %s inside a value', (_label, value) => {
    expect(failure(`Note: ${value}`)).toBe('The field "Note" contains a line break or control character.');
  });

  it('reports the first problem only', () => {
    expect(failure('Colour: red\nName: Ann\nName: Bob')).toBe('Unknown field "Colour".');
    expect(failure('Name: Ann\nName: Bob\nColour: red')).toBe('The field "Name" appears twice.');
  });

  it('clips long names in messages and never echoes control characters', () => {
    const message = failure(`${'y'.repeat(60)}: x`);
    expect(message).toBe(`Unknown field "${'y'.repeat(40)}…".`);
    expect(failure('Bad\u0007name: x')).toBe('Unknown field "Bad name".');
  });
});

describe('formatRequestLines', () => {
  it('writes every field in order, empty when missing', () => {
    expect(formatRequestLines(fields, { name: 'Ann', note: 42 })).toBe('Name: Ann\nTime: \nNote: 42');
  });

  it('turns line breaks inside values into spaces so the text parses', () => {
    const text = formatRequestLines(fields, {
      name: 'A\r\nB',
      note: 'one\ntwo\u2028three\u2029four\u0085five',
    });
    expect(text).toBe('Name: A B\nTime: \nNote: one two three four five');
    expect(parse(text)).toEqual({
      ok: true,
      values: { name: 'A B', time: '', note: 'one two three four five' },
    });
  });

  it('round-trips the green-fee and table forms', () => {
    const greenfee = {
      firstname: 'Ann',
      lastname: 'Peeters',
      handicap: '12,4',
      email: 'ann@example.net',
      telephone: '+32 470 12 34 56',
      adults: '2',
      juniors: '1',
      date: '2030-06-01',
      time: '10:30',
      remarks: 'Buggy please',
    };
    expect(
      parseRequestLines(formatRequestLines(greenfeeRequestFields, greenfee), greenfeeRequestFields),
    ).toEqual({
      ok: true,
      values: greenfee,
    });
    const table = {
      fullname: 'Ann Peeters',
      persons: '4',
      phone: '050 12 34 56',
      email: 'ann@example.net',
      date: '2030-06-01T19:30',
    };
    expect(parseRequestLines(formatRequestLines(tableRequestFields, table), tableRequestFields)).toEqual({
      ok: true,
      values: table,
    });
  });
});
