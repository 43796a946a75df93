import { describe, expect, it } from 'vitest';
import { checkLinkAddress, EMPTY_LINK_ERROR } from './link-address';

describe('checkLinkAddress', () => {
  it('accepts http and https links, trimmed and without their #fragment', () => {
    expect(checkLinkAddress('  https://en.example.org/wiki/Photosynthesis#Light  ')).toEqual({
      url: 'https://en.example.org/wiki/Photosynthesis',
      error: null,
    });
    expect(checkLinkAddress('http://127.0.0.1:8080/notes?page=2')).toEqual({ url: 'http://127.0.0.1:8080/notes?page=2', error: null });
  });

  it('asks for a link when the field is empty', () => {
    expect(checkLinkAddress('   ')).toEqual({ url: null, error: EMPTY_LINK_ERROR });
  });

  it('says what is missing when the scheme was left out', () => {
    expect(checkLinkAddress('example.org/cells').error).toBe('Add http:// or https:// at the start of the link.');
    expect(checkLinkAddress('www.example.org').error).toBe('Add http:// or https:// at the start of the link.');
  });

  it('refuses anything that is not the address of a page', () => {
    expect(checkLinkAddress('the notes from Tuesday').error).toBe('This is not the address of a web page: check what you pasted.');
  });

  it('refuses other schemes, naming the one used', () => {
    expect(checkLinkAddress('ftp://files.example.org/lecture.pdf').error).toBe(
      'Aayra reads only http:// and https:// links; this one starts with ftp:',
    );
    expect(checkLinkAddress('file:///etc/passwd').url).toBeNull();
    expect(checkLinkAddress('javascript:alert(1)').url).toBeNull();
    expect(checkLinkAddress('data:text/html,<p>hi</p>').url).toBeNull();
  });
});
