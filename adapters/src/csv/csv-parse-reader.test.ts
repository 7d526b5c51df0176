import { describe, expect, it } from 'vitest';
import { CsvParseReader } from './csv-parse-reader.ts';

describe('CsvParseReader', () => {
  it('keys each row by the header, reading quotes, a byte-order mark and blank lines', () => {
    const text =
      '\uFEFFemail,firstName,organization\r\n"ada@example.org", Ada ,"Obi, Sons & Co"\r\n\r\nbo@example.org,Bo,\r\n';

    expect(new CsvParseReader().read(text)).toEqual([
      { email: 'ada@example.org', firstName: 'Ada', organization: 'Obi, Sons & Co' },
      { email: 'bo@example.org', firstName: 'Bo', organization: '' },
    ]);
  });

  it('refuses a file that is not CSV in words', () => {
    expect(() => new CsvParseReader().read('email,firstName\n"unclosed,Ada\n')).toThrow(
      expect.objectContaining({
        code: 'VALIDATION',
        message: expect.stringContaining('The file is not valid CSV'),
      }),
    );
  });
});
