// The elliptope view's drawings: the body with the reader's point (and the repair's ring) and the sphere of
// vectors, drawn into the layout's SVG from a picture the view describes, the two cameras that turn together,
// and the same picture as a file (geometry-export.js). Drawing only.
import { elliptopeSvg } from './geometry-export.js';
import { createCamera } from './geometry-projection.js';
import { bodyMarkup, sphereMarkup } from './geometry-scene.js';

// The page's colours, read from the stylesheet's variables where the figure is drawn.
function pagePalette(element) {
  const style = getComputedStyle(element);
  const colour = (name) => style.getPropertyValue(name).trim();
  const [ink, muted, accent, line, good, bad, paper] = ['--ink', '--muted', '--accent', '--line', '--good', '--bad', '--card'].map(colour);
  return { ink, muted, accent, mesh: accent, cube: line, good, bad, pending: muted, paper };
}

/**
 * A picture: {surface, axisNames, point, repaired (or null), verdict: 'good'|'bad'|'pending', sphere: null or
 * {vectors, names, angleText}}, bodyMarkup's and sphereMarkup's arguments less the cameras and the colours.
 * @param {{t: Function, size: number, layout: object}} options layout: createGeometryLayout's elements.
 */
export function createGeometryFigure({ t, size, layout }) {
  const camera = createCamera({ scale: size / 4.2, cx: size / 2, cy: size / 2 });
  const sphereCamera = createCamera({ scale: size / 3.2, cx: size / 2, cy: size / 2 });
  const { scene, handle, body, sphere, sphereFigure, sphereNote, element } = layout;

  function draw(picture) {
    const palette = pagePalette(element);
    const { surface, axisNames, point, repaired, verdict } = picture;
    scene.innerHTML = bodyMarkup({ surface, camera, palette, axisNames, point, repaired, verdict });
    const at = camera.project(point);
    handle.setAttribute('cx', String(at.x));
    handle.setAttribute('cy', String(at.y));
    handle.dataset.point = point.join(',');
    sphereFigure.hidden = !picture.sphere;
    if (!picture.sphere) return;
    sphere.innerHTML = sphereMarkup({ ...picture.sphere, camera: sphereCamera, palette });
    sphere.setAttribute('aria-label', t('similarity.geometry.sphereLabel', { angles: picture.sphere.angleText.join(', ') }));
    // Each pair's angle by name, so a value the picture has no room for is still there.
    const { names, angleText } = picture.sphere;
    const pairs = [
      [0, 1],
      [0, 2],
      [1, 2],
    ].map(([i, j], k) => `${names[i]}–${names[j]} ${angleText[k]}`);
    sphereNote.set(t('similarity.geometry.note.sphere', { angles: pairs.join(', ') }));
  }

  // Both figures turn together; the body's data attributes say how far.
  function rotate(dYaw, dPitch) {
    camera.turn(dYaw, dPitch);
    sphereCamera.turn(dYaw, dPitch);
    body.dataset.yaw = String(camera.angles.yaw);
    body.dataset.pitch = String(camera.angles.pitch);
  }

  function exportSvg({ surface, axisNames, point, repaired, verdict, sphere: spherePicture }) {
    const labels = { point: t('similarity.geometry.legendPoint'), repair: t('similarity.geometry.legendRepair') };
    const figure = { title: t('similarity.geometry.bodyCaption'), size, surface, camera, axisNames, labels };
    const sphereExport = spherePicture && { ...spherePicture, camera: sphereCamera, caption: t('similarity.geometry.sphereCaption') };
    return elliptopeSvg({ ...figure, point, repaired, verdict, sphere: sphereExport });
  }

  return { draw, rotate, exportSvg, unproject: (dx, dy) => camera.unproject(dx, dy) };
}
