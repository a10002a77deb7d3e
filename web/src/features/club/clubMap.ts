/** A point of the club's details: where the map is centred and marked. */
export interface MapPoint {
  lat: number;
  lon: number;
}

/** Half the width and height of the map's view, in degrees: a few kilometres of coast around the club. */
const SPAN = { lon: 0.03, lat: 0.012 };

const fixed = (value: number) => value.toFixed(4);

/** The OpenStreetMap embed of the club's position, with a marker on it. */
export function mapEmbedUrl({ lat, lon }: MapPoint): string {
  const bbox = [lon - SPAN.lon, lat - SPAN.lat, lon + SPAN.lon, lat + SPAN.lat].map(fixed).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(lat)},${fixed(lon)}`;
}

/** The same place on openstreetmap.org, for a larger map. */
export function mapPageUrl({ lat, lon }: MapPoint): string {
  return `https://www.openstreetmap.org/?mlat=${fixed(lat)}&mlon=${fixed(lon)}#map=14/${fixed(lat)}/${fixed(lon)}`;
}
