import { chosenTrack, musicChoiceOf, trackOnPage } from './music';

const TRACKS = [
  {
    id: 'janji-suci',
    title: 'Janji Suci',
    description: 'Kotak musik.',
    url: '/generated/music/janji-suci.wav',
  },
  { id: 'taman-bunga', title: 'Taman Bunga', description: 'Waltz.', url: '/generated/music/taman-bunga.wav' },
];

describe("a couple's music", () => {
  it("is the shop's track their data names by id", () => {
    expect(chosenTrack(TRACKS, 'taman-bunga')).toBe(TRACKS[1]);
    expect(chosenTrack(TRACKS, ' janji-suci ')).toBe(TRACKS[0]);
    expect(musicChoiceOf(TRACKS, 'janji-suci')).toEqual({ track: TRACKS[0], wish: null });
  });

  it('is none for no choice, an unknown id, or a wish typed before the catalogue, which is kept to show', () => {
    expect(chosenTrack(TRACKS, '')).toBeNull();
    expect(chosenTrack(TRACKS, 'lagu-lain')).toBeNull();
    expect(chosenTrack(TRACKS, 'A Thousand Years - Christina Perri')).toBeNull();
    expect(musicChoiceOf(TRACKS, '  ')).toEqual({ track: null, wish: null });
    expect(musicChoiceOf(TRACKS, 'A Thousand Years - Christina Perri ')).toEqual({
      track: null,
      wish: 'A Thousand Years - Christina Perri',
    });
  });

  it('plays on a page as its id, title and file only', () => {
    expect(trackOnPage(TRACKS[0])).toEqual({
      id: 'janji-suci',
      title: 'Janji Suci',
      url: '/generated/music/janji-suci.wav',
    });
  });
});
