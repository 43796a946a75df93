/**
 * A study article the way websites serve one: site header and navigation, a sidebar of links, a
 * cookie banner, a footer, scripts and styles around the article itself. Used by the reader's
 * tests; the contract suite serves the same shape of page.
 */
export const ARTICLE_SENTENCES = [
  'Photosynthesis turns light energy into chemical energy stored in glucose.',
  'Chlorophyll in the thylakoid membranes absorbs mostly red and blue light.',
  'The light-dependent reactions split water and release oxygen as a by-product.',
  'In the Calvin cycle, the enzyme RuBisCO fixes carbon dioxide into three-carbon sugars.',
  'Plants in hot, dry climates use C4 or CAM pathways to limit water loss while fixing carbon.',
] as const;

export const CHROME_WORDS = ['Subscribe', 'Careers', 'Trending', 'cookies', 'Copyright', 'Newsletter', 'trackingPixel', 'font-family'] as const;

export const ARTICLE_TITLE = 'How photosynthesis works';

export const ARTICLE_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${ARTICLE_TITLE} | Green Science Weekly</title>
  <style>body { font-family: Georgia, serif; }</style>
  <script>window.trackingPixel = true;</script>
</head>
<body>
  <div class="cookie-banner" role="dialog">We use cookies to improve your experience. <button>Accept all cookies</button></div>
  <header class="site-header">
    <a href="/">Green Science Weekly</a>
    <nav><ul><li><a href="/news">News</a></li><li><a href="/subscribe">Subscribe</a></li><li><a href="/careers">Careers</a></li></ul></nav>
  </header>
  <main>
    <article>
      <h1>${ARTICLE_TITLE}</h1>
      <p>${ARTICLE_SENTENCES[0]} Every green plant, alga and many bacteria depend on it, and so does
        nearly every food chain on Earth.</p>
      <h2>Capturing light</h2>
      <p>${ARTICLE_SENTENCES[1]} Green light is mostly reflected, which is why leaves look green to us,
        and accessory pigments such as carotenoids widen the range of light a leaf can use.</p>
      <p>${ARTICLE_SENTENCES[2]} The energy captured there is stored briefly in ATP and NADPH, which
        carry it to the next stage of the process inside the chloroplast.</p>
      <h2>Fixing carbon</h2>
      <p>${ARTICLE_SENTENCES[3]} Those sugars are built into glucose, sucrose and starch, which the
        plant uses for energy and for building new cells.</p>
      <p>${ARTICLE_SENTENCES[4]} These adaptations let maize, sugar cane and cacti grow where other
        plants would close their stomata and starve.</p>
    </article>
  </main>
  <aside class="sidebar"><h3>Trending</h3><ul><li><a href="/a">Trending: ten houseplants</a></li><li><a href="/b">Newsletter sign-up</a></li></ul></aside>
  <footer class="site-footer"><p>Copyright 2026 Green Science Weekly. <a href="/careers">Careers</a> <a href="/subscribe">Subscribe</a></p></footer>
  <script>document.body.dataset.trackingPixel = 'loaded';</script>
</body>
</html>`;
