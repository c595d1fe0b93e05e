// The elliptope figure's camera: a rotation (yaw about the vertical s_BC axis, then pitch) and an orthographic
// projection onto the screen. Drawing only; every number the figure shows comes from the core.
const DEGREE = Math.PI / 180;

/** A camera turned by `yaw` and `pitch` degrees; `scale` pixels per unit, centred at (cx, cy). */
export function createCamera({ yaw = -30, pitch = 20, scale = 100, cx = 0, cy = 0 } = {}) {
  const camera = { yaw, pitch, scale, cx, cy };

  // World (x, y, z) → view (right, up, towards the reader), z of the world up on the screen.
  function view([x, y, z]) {
    const [a, b] = [camera.yaw * DEGREE, camera.pitch * DEGREE];
    const right = Math.cos(a) * x - Math.sin(a) * y;
    const depth = Math.sin(a) * x + Math.cos(a) * y;
    return [right, Math.cos(b) * z - Math.sin(b) * depth, Math.sin(b) * z + Math.cos(b) * depth];
  }

  return {
    /** Screen position and depth (larger: nearer the reader) of a world point. */
    project(point) {
      const [right, up, near] = view(point);
      return { x: camera.cx + camera.scale * right, y: camera.cy - camera.scale * up, near };
    },
    /** The world displacement a screen drag (dx, dy pixels) makes in the plane facing the reader. */
    unproject(dx, dy) {
      const [a, b] = [camera.yaw * DEGREE, camera.pitch * DEGREE];
      const [right, up] = [dx / camera.scale, -dy / camera.scale];
      const depth = -Math.sin(b) * up; // the inverse rotation of (right, up, 0)
      return [Math.cos(a) * right + Math.sin(a) * depth, -Math.sin(a) * right + Math.cos(a) * depth, Math.cos(b) * up];
    },
    turn(dYaw, dPitch) {
      camera.yaw = (camera.yaw + dYaw) % 360;
      camera.pitch = Math.max(-89, Math.min(89, camera.pitch + dPitch));
    },
    get angles() {
      return { yaw: camera.yaw, pitch: camera.pitch };
    },
  };
}
