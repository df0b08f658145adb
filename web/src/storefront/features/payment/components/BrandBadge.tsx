// Drawn as coloured word marks: the shop ships no third-party logo files.
const BRANDS: Record<string, { label: string; color: string }> = {
  bca: { label: 'BCA', color: '#005a9f' },
  mandiri: { label: 'MANDIRI', color: '#003d79' },
  bri: { label: 'BRI', color: '#00529c' },
  bni: { label: 'BNI', color: '#a8400c' },
  cimb: { label: 'CIMB', color: '#7a0019' },
  alfamart: { label: 'Alfamart', color: '#c8102e' },
  indomaret: { label: 'Indomaret', color: '#0b4ea2' },
};

export function BrandBadge({ name }: { name: string }) {
  const brand = BRANDS[name.toLowerCase()];
  return (
    <span className="brand-badge" style={{ background: brand?.color ?? '#5e4d53' }}>
      {brand?.label ?? name.toUpperCase()}
    </span>
  );
}
