// The change between two scans as the phone draws it (docs/decisions.md, "Body change"): one glTF file with both
// bodies, quantized (positions to 14 bits: 0.1 mm over a body's height) and meshopt-compressed (EXT_meshopt_compression),
// a small part of the two scanner files. The later body carries each vertex's change as an attribute of its own
// (`_CHANGE_MM`, Int16, NOT_COMPARED where none) and its region (`_REGION`, whose measurement variation is the heat
// map's neutral band there), and its node the turn and shift that lay it onto the earlier one, so
// the overlay is drawn where the distances were measured. The stored meshes stay as the scanner sent them.
//
// Each body is simplified for the phone (VIEW_VERTICES) and its vertices reordered for the codec; the change rides
// with its vertex. Normals are left out: the viewer works them out from the triangles in milliseconds, and they were a
// third of the file.
import { Document, Logger, NodeIO, type Primitive } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { quantize, reorder, simplify } from '@gltf-transform/functions';
import { MeshoptEncoder, MeshoptSimplifier } from 'meshoptimizer';
import type { RigidTransform } from './align.ts';
import type { MeshData } from './surface.ts';

/** The name of the later body's per-vertex change (mm) in the file; three's GLTFLoader calls it `_change_mm`. */
export const CHANGE_ATTRIBUTE = '_CHANGE_MM';
/** The later body's per-vertex region (an index into BODY_REGIONS, or NO_REGION); three calls it `_region`. */
export const REGION_ATTRIBUTE = '_REGION';
/**
 * Each body is simplified to about this many vertices for the phone: plenty for a body on a phone's screen (a vertex
 * every 1–2 cm), and a fraction of a scanner's triangles to draw each frame (docs/decisions.md, "Body change", has the
 * figures). No vertex moves more than SIMPLIFY_ERROR of the body's radius (about 1 mm), well within the neutral band,
 * and each kept vertex keeps its own change.
 */
export const VIEW_VERTICES = 20_000;
const SIMPLIFY_ERROR = 0.001;

/** The bodies' node names: a pair's two, or one body's. */
export const VIEW_NODES = { earlier: 'earlier', later: 'later', body: 'body' } as const;

function primitiveOf(doc: Document, mesh: MeshData): Primitive {
  const buffer = doc.getRoot().listBuffers()[0]!;
  const position = doc.createAccessor().setType('VEC3').setArray(mesh.positions).setBuffer(buffer);
  const index = doc.createAccessor().setType('SCALAR').setArray(mesh.indices).setBuffer(buffer);
  return doc.createPrimitive().setAttribute('POSITION', position).setIndices(index);
}

/** A new document with one buffer, quiet but for warnings. */
function newDocument(): Document {
  const doc = new Document().setLogger(new Logger(Logger.Verbosity.WARN));
  doc.createBuffer();
  return doc;
}

/** Simplified (each body to about `viewVertices`), reordered for the codec, quantized, compressed and written. */
async function forThePhone(doc: Document, vertices: number, viewVertices: number): Promise<Uint8Array> {
  await Promise.all([MeshoptEncoder.ready, MeshoptSimplifier.ready]);
  if (vertices > viewVertices) {
    await doc.transform(simplify({ simplifier: MeshoptSimplifier, ratio: viewVertices / vertices, error: SIMPLIFY_ERROR }));
  }
  // Whatever rides with a vertex (the change) moves with it, so the vertices may go in the order that compresses best.
  await doc.transform(reorder({ encoder: MeshoptEncoder, target: 'size' }));
  // Only the positions are quantized: the change is whole millimetres already, a region a small whole number.
  await doc.transform(quantize({ pattern: /^POSITION$/, quantizePosition: 14 }));
  doc.createExtension(EXTMeshoptCompression).setRequired(true).setEncoderOptions({ method: EXTMeshoptCompression.EncoderMethod.QUANTIZE });
  const io = new NodeIO()
    .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
    .registerDependencies({ 'meshopt.encoder': MeshoptEncoder });
  return io.writeBinary(doc);
}

/**
 * The file for a pair: `alignment` lays the later body onto the earlier (align.ts), `distances` and `regions` are the
 * later's, one per vertex (change.ts); each body simplified to about `viewVertices`.
 */
export async function changeViewFile(
  earlier: MeshData,
  later: MeshData,
  distances: Int16Array<ArrayBuffer>,
  regions: Uint8Array,
  alignment: RigidTransform,
  viewVertices = VIEW_VERTICES,
): Promise<Uint8Array> {
  const vertices = later.positions.length / 3;
  if (distances.length !== vertices || regions.length !== vertices) throw new Error('one change and region per vertex of the later mesh');
  const doc = newDocument();
  const buffer = doc.getRoot().listBuffers()[0]!;
  const laterPrimitive = primitiveOf(doc, later)
    .setAttribute(CHANGE_ATTRIBUTE, doc.createAccessor().setType('SCALAR').setArray(distances).setBuffer(buffer))
    .setAttribute(REGION_ATTRIBUTE, doc.createAccessor().setType('SCALAR').setArray(Uint8Array.from(regions)).setBuffer(buffer));
  const half = alignment.turn / 2;
  const scene = doc.createScene();
  scene.addChild(doc.createNode(VIEW_NODES.earlier).setMesh(doc.createMesh(VIEW_NODES.earlier).addPrimitive(primitiveOf(doc, earlier))));
  scene.addChild(
    doc
      .createNode(VIEW_NODES.later)
      .setMesh(doc.createMesh(VIEW_NODES.later).addPrimitive(laterPrimitive))
      .setRotation([0, Math.sin(half), 0, Math.cos(half)])
      .setTranslation(alignment.shift),
  );
  return forThePhone(doc, Math.max(earlier.positions.length, later.positions.length) / 3, viewVertices);
}

/**
 * One body for the phone's viewers (the avatar, the shape prediction's figures): the scanner's mesh simplified to
 * about `viewVertices`, quantized and compressed, as one node named VIEW_NODES.body.
 */
export async function meshViewFile(mesh: MeshData, viewVertices = VIEW_VERTICES): Promise<Uint8Array> {
  const doc = newDocument();
  doc.createScene().addChild(doc.createNode(VIEW_NODES.body).setMesh(doc.createMesh(VIEW_NODES.body).addPrimitive(primitiveOf(doc, mesh))));
  return forThePhone(doc, mesh.positions.length / 3, viewVertices);
}

/** A body simplified to about `viewVertices` (as the phone gets it), read back: the time-lapse's one body. */
export async function simplifiedMesh(mesh: MeshData, viewVertices = VIEW_VERTICES): Promise<MeshData> {
  const vertices = mesh.positions.length / 3;
  if (vertices <= viewVertices) return mesh;
  await MeshoptSimplifier.ready;
  const doc = newDocument();
  const primitive = primitiveOf(doc, mesh);
  doc.createScene().addChild(doc.createNode(VIEW_NODES.body).setMesh(doc.createMesh(VIEW_NODES.body).addPrimitive(primitive)));
  await doc.transform(simplify({ simplifier: MeshoptSimplifier, ratio: viewVertices / vertices, error: SIMPLIFY_ERROR }));
  const [kept] = doc.getRoot().listMeshes()[0]!.listPrimitives();
  return {
    positions: Float32Array.from(kept!.getAttribute('POSITION')!.getArray()!),
    indices: Uint32Array.from(kept!.getIndices()!.getArray()!),
  };
}

/** The attribute of the time-lapse's body holding its change since scan `i` (three's GLTFLoader: `_since_<i>`). */
export const sinceAttribute = (i: number) => `_SINCE_${i}`;

/**
 * The time-lapse's file: one body (the latest scan, simplified already) with, per earlier scan, how far each vertex
 * moved since then (`sinceAttribute(i)`, mm, NOT_COMPARED where none). The body at scan `i` is this one moved back by
 * that much along its normals.
 */
export async function timeLapseFile(body: MeshData, since: Array<Int16Array<ArrayBuffer>>): Promise<Uint8Array> {
  const doc = newDocument();
  const primitive = primitiveOf(doc, body);
  const buffer = doc.getRoot().listBuffers()[0]!;
  since.forEach((distances, i) => {
    if (distances.length * 3 !== body.positions.length) throw new Error('one change per vertex of the body');
    primitive.setAttribute(sinceAttribute(i), doc.createAccessor().setType('SCALAR').setArray(distances).setBuffer(buffer));
  });
  doc.createScene().addChild(doc.createNode(VIEW_NODES.body).setMesh(doc.createMesh(VIEW_NODES.body).addPrimitive(primitive)));
  return forThePhone(doc, body.positions.length / 3, Infinity);
}
