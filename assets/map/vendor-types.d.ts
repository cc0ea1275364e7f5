// Minimal ambient types for the two untyped geo libraries the map build uses
// (no @types packages are installed; we only need these few calls).
declare module 'd3-geo' {
  export interface GeoProjection {
    (point: [number, number]): [number, number] | null;
    rotate(angles: [number, number] | [number, number, number]): GeoProjection;
    scale(k: number): GeoProjection;
    translate(t: [number, number]): GeoProjection;
  }
  export function geoTransverseMercator(): GeoProjection;
}

declare module 'topojson-client' {
  export interface GeoJsonMultiPolygon {
    type: 'MultiPolygon' | 'Polygon';
    coordinates: number[][][][] | number[][][];
  }
  export interface GeoJsonFeature {
    type: 'Feature';
    geometry: GeoJsonMultiPolygon;
  }
  export interface GeoJsonFeatureCollection {
    type: 'FeatureCollection';
    features: GeoJsonFeature[];
  }
  export function feature(topology: unknown, object: unknown): GeoJsonFeature | GeoJsonFeatureCollection;
}
