// Brand variant of this build. The Documentation menu entry shows only in the default brand.
export type BrandVariant = 'default' | 'white-label';

export const BRAND: { variant: BrandVariant; productName: string; documentationUrl: string } = {
  variant: import.meta.env.VITE_BRAND_VARIANT === 'white-label' ? 'white-label' : 'default',
  productName: 'Marquee',
  documentationUrl:
    import.meta.env.VITE_DOCUMENTATION_URL ?? 'https://github.com/marquee-signage/marquee#readme',
};
