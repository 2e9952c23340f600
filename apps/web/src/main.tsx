import './index.css';

/** The longest the app waits for the first look's picture (a slow or failed picture must not hold it back). */
const PICTURE_WAIT_MS = 3000;
/** A frame that never comes (a tab opened in the background) must not hold the app back either. */
const FRAME_WAIT_MS = 100;

const loaded = (picture: HTMLImageElement) =>
  new Promise<void>((resolve) => {
    if (picture.complete) return resolve();
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, PICTURE_WAIT_MS);
  });

/** Resolves once the frame being drawn now has been painted. */
const painted = () =>
  new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });

// What index.html shows is painted first, and on a story page (whose first look the server drew
// in) its first picture too; only then are the app's scripts fetched and run. On a slow phone
// line the page's own content then never waits for, or competes with, the app's code.
const firstPicture = document.querySelector<HTMLImageElement>('img[data-first-look]');
void (firstPicture ? loaded(firstPicture) : Promise.resolve()).then(painted).then(() => import('./app/start'));
