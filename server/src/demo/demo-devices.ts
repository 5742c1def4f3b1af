/** Well-known DEVELOPMENT keys of the two seeded demo scanners; the simulator uses them (CONTOUR_DEVICE_KEY overrides). */
export const DEMO_S30_SERIAL = 'DEMO-S30-0001';
export const DEMO_M30_SERIAL = 'DEMO-M30-0001';
export const DEMO_S30_DEVICE_KEY = 'dev-s30-key-0f4c2a9e7b1d4c6a8e3f5b7d9a1c3e5f';
export const DEMO_M30_DEVICE_KEY = 'dev-m30-key-6b8d0f2a4c6e8a0b2d4f6a8c0e2b4d6f';

export const DEMO_DEVICES = [
  { serial: DEMO_S30_SERIAL, model: 'S30', key: DEMO_S30_DEVICE_KEY },
  { serial: DEMO_M30_SERIAL, model: 'M30', key: DEMO_M30_DEVICE_KEY },
] as const;

export const demoKeyFor = (model: 'S30' | 'M30') => (model === 'S30' ? DEMO_S30_DEVICE_KEY : DEMO_M30_DEVICE_KEY);
