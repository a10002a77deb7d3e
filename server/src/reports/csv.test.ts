import { describe, expect, it } from 'vitest';
import { BYTE_ORDER_MARK, csvCell, csvLine, csvStream } from './csv';

describe('the exports’ CSV cells (RFC 4180, and never a formula)', () => {
  it('writes plain text and whole numbers as they are, and nothing for null', () => {
    expect(csvCell('weekday')).toBe('weekday');
    expect(csvCell('2025-06-02')).toBe('2025-06-02');
    expect(csvCell(27_500)).toBe('27500');
    expect(csvCell(-11_000)).toBe('-11000');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Zoë Lefèvre')).toBe('Zoë Lefèvre');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Peeters, Jan')).toBe('"Peeters, Jan"');
    expect(csvCell('the "Royal"')).toBe('"the ""Royal"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('one\nline')).toBe('"one\nline"');
  });

  it('turns text a spreadsheet would run as a formula into text, numbers aside', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+32 470 12 34 56')).toBe("'+32 470 12 34 56");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("x", "y")')).toBe(`"'=HYPERLINK(""x"", ""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('refuses a number that is not a whole one: amounts are cents', () => {
    expect(() => csvCell(12.5)).toThrow(RangeError);
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

describe('csvStream', () => {
  it('sends the byte-order mark and the header, then each batch', async () => {
    async function* batches() {
      yield [['x', 1]];
      yield [];
      yield [
        ['y', 2],
        ['z', 3],
      ];
    }
    const chunks: Buffer[] = [];
    for await (const chunk of csvStream(['name', 'n'], batches())) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(`${BYTE_ORDER_MARK}name,n\r\nx,1\r\ny,2\r\nz,3\r\n`);
  });
});
