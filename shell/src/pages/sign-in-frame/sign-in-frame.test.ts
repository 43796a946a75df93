import { afterEach, describe, expect, it } from 'vitest';
import { releaseSignInFrame, SIGN_IN_FRAME_ATTRIBUTE } from './sign-in-frame';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(SIGN_IN_FRAME_ATTRIBUTE);
});

describe('releaseSignInFrame', () => {
  it('takes the painted frame and its stylesheet away and shows #root again', () => {
    document.head.innerHTML = `<style ${SIGN_IN_FRAME_ATTRIBUTE}>.auth-page{display:flex}</style><style id="kept">p{}</style>`;
    document.body.innerHTML = `<div ${SIGN_IN_FRAME_ATTRIBUTE} inert aria-hidden="true"><h1>Sign In</h1></div><div id="root"></div>`;
    document.documentElement.setAttribute(SIGN_IN_FRAME_ATTRIBUTE, '');
    releaseSignInFrame();
    expect(document.querySelector(`[${SIGN_IN_FRAME_ATTRIBUTE}]`)).toBeNull();
    expect(document.documentElement.hasAttribute(SIGN_IN_FRAME_ATTRIBUTE)).toBe(false);
    expect(document.getElementById('root')).not.toBeNull();
    expect(document.getElementById('kept')).not.toBeNull();
  });

  it('leaves a page with no frame as it is', () => {
    document.body.innerHTML = `<div ${SIGN_IN_FRAME_ATTRIBUTE}>Not painted by the page</div>`;
    releaseSignInFrame();
    expect(document.body.textContent).toBe('Not painted by the page');
  });
});
