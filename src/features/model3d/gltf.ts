// Reads a glTF body (a scanner's mesh, the server's compressed one for the phone, or a change between two scans) the
// one way: three's GLTFLoader with the meshopt decoder (EXT_meshopt_compression), in whichever worker or page draws it.
import { GLTFLoader, type GLTF } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';

/** Parses `glb`; rejects on a broken file. */
export async function parseGlb(glb: ArrayBuffer): Promise<GLTF> {
  await MeshoptDecoder.ready;
  return new GLTFLoader().setMeshoptDecoder(MeshoptDecoder).parseAsync(glb, '');
}
