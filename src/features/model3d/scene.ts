// The three.js scene of the avatar: lights, camera framing, drag-to-rotate; three loads only here.
import {
  AmbientLight, Box3, Color, DirectionalLight, Mesh, MeshStandardMaterial, PerspectiveCamera, Scene, Vector3, WebGLRenderer,
  type Object3D,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

/** Mounts the avatar into `host`; returns its disposer, or null when WebGL is unavailable. */
export async function mountAvatar(host: HTMLElement, glb: ArrayBuffer): Promise<(() => void) | null> {
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ antialias: true, alpha: true });
  } catch {
    return null;
  }
  const gltf = await new GLTFLoader().parseAsync(glb, '');
  const body: Object3D = gltf.scene;
  const material = new MeshStandardMaterial({ color: new Color('#c9d6d1'), roughness: 0.55, metalness: 0.05 });
  body.traverse((node) => {
    if (node instanceof Mesh) node.material = material;
  });

  const box = new Box3().setFromObject(body);
  const size = box.getSize(new Vector3());
  const center = box.getCenter(new Vector3());
  body.position.sub(center);

  const scene = new Scene();
  scene.add(body, new AmbientLight(0xffffff, 1.1));
  const key = new DirectionalLight(0xffffff, 2.2);
  key.position.set(1.5, 2, 2.5);
  const rim = new DirectionalLight(0xbfe8df, 1.2);
  rim.position.set(-2, 1, -2);
  scene.add(key, rim);

  const camera = new PerspectiveCamera(30, 1, 0.1, 100);
  const fit = () => {
    const { clientWidth: width, clientHeight: height } = host;
    camera.aspect = width / Math.max(1, height);
    const fov = (camera.fov * Math.PI) / 180;
    const distance = Math.max(size.y / 2 / Math.tan(fov / 2), size.x / 2 / Math.tan(fov / 2) / camera.aspect) * 1.15;
    camera.position.set(0, 0, distance + size.z);
    camera.lookAt(0, 0, 0);
    camera.updateProjectionMatrix();
    renderer.setSize(width, height, false);
  };
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  host.append(renderer.domElement);
  fit();

  let angle = 0;
  let velocity = 0.004;
  let dragging: { x: number; angle: number } | null = null;
  const onDown = (event: PointerEvent) => {
    dragging = { x: event.clientX, angle };
    velocity = 0;
    host.setPointerCapture(event.pointerId);
  };
  const onMove = (event: PointerEvent) => {
    if (dragging) angle = dragging.angle + ((event.clientX - dragging.x) / host.clientWidth) * Math.PI * 2;
  };
  const onUp = () => {
    dragging = null;
  };
  host.addEventListener('pointerdown', onDown);
  host.addEventListener('pointermove', onMove);
  host.addEventListener('pointerup', onUp);
  host.addEventListener('pointercancel', onUp);
  const observer = new ResizeObserver(fit);
  observer.observe(host);

  let frame = 0;
  const render = () => {
    angle += velocity;
    body.rotation.y = angle;
    renderer.render(scene, camera);
    frame = requestAnimationFrame(render);
  };
  render();

  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    host.removeEventListener('pointerdown', onDown);
    host.removeEventListener('pointermove', onMove);
    host.removeEventListener('pointerup', onUp);
    host.removeEventListener('pointercancel', onUp);
    material.dispose();
    renderer.dispose();
    renderer.domElement.remove();
  };
}
