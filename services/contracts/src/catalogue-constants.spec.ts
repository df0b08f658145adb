import { isOtherOccasion, showcaseDesign } from './catalogue-constants';

const design = (id: string, package_id: string, category: string) => ({ id, package_id, category });

describe('isOtherOccasion', () => {
  it("is true for the catalogue's other categories, false for a wedding's and for an unknown one", () => {
    expect(['baptism', 'birthday', 'Thanksgiving'].map((category) => isOtherOccasion({ category }))).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['wedding', '', 'thanksgiving', 'toString', 'constructor'].map((category) =>
        isOtherOccasion({ category }),
      ),
    ).toEqual([false, false, false, false, false]);
    expect(isOtherOccasion({})).toBe(false);
  });
});

describe('showcaseDesign', () => {
  it('is the first wedding design of the highest package', () => {
    const designs = [
      design('basic', 'Basic', 'wedding'),
      design('exclusive-baptism', 'Exclusive', 'baptism'),
      design('exclusive-1', 'Exclusive', 'wedding'),
      design('exclusive-2', 'Exclusive', 'wedding'),
    ];
    expect(showcaseDesign(designs)?.id).toBe('exclusive-1');
  });

  it('is the first wedding design when the highest package has none, and none without a wedding design', () => {
    expect(
      showcaseDesign([design('birthday', 'Exclusive', 'birthday'), design('premium', 'Premium', 'unknown')])
        ?.id,
    ).toBe('premium');
    expect(showcaseDesign([design('birthday', 'Exclusive', 'birthday')])).toBeUndefined();
    expect(showcaseDesign([])).toBeUndefined();
  });
});
