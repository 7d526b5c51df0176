import { describe, expect, it } from 'vitest';
import { FakeImageProcessor } from '../media/testing/fake-image-processor.ts';
import { InMemoryMediaStorage } from '../media/testing/in-memory-media-storage.ts';
import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import { createAdCampaignSchema } from './campaign-schema.ts';
import { uploadedCreativeSize } from './creative-image.ts';
import { creativeUploadMessages, uploadCreativeImage } from './upload-creative-image.ts';

function deps() {
  return { media: new InMemoryMediaStorage(), images: new FakeImageProcessor() };
}

const png = (width: number, height: number) => ({
  bytes: FakeImageProcessor.image('png', width, height),
  contentType: 'image/png',
});

async function refusal(promise: Promise<unknown>): Promise<[string, string]> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  return [(error as DomainError).code, (error as DomainError).message];
}

describe('uploadCreativeImage', () => {
  it("stores an image of the slot's shape as a WebP of exactly the slot's size", async () => {
    const d = deps();
    const uploaded = await uploadCreativeImage(d, { slot: 'dashboard-primary' }, png(1200, 1000));
    expect(uploaded).toEqual({
      imageUrl: expect.stringMatching(/^\/media\/creatives\/[a-f0-9]{32}-300x250\.webp$/),
      width: 300,
      height: 250,
    });
    const stored = await d.media.read(uploaded.imageUrl.replace('/media/', ''));
    expect([stored?.contentType, new TextDecoder().decode(stored?.bytes)]).toEqual([
      'image/webp',
      'fake-image:webp:300x250',
    ]);
    expect(uploadedCreativeSize(uploaded.imageUrl)).toEqual({ width: 300, height: 250 });
  });

  it('resizes a shape within the tolerance, and refuses one beyond it naming both sizes', async () => {
    const d = deps();
    const near = await uploadCreativeImage(d, { slot: 'knowledge-list' }, png(1480, 180));
    expect([near.width, near.height]).toEqual([728, 90]);
    expect(await refusal(uploadCreativeImage(d, { slot: 'dashboard-primary' }, png(1200, 300)))).toEqual([
      'VALIDATION',
      'This slot takes 300×250 images; this one is 1200×300',
    ]);
    expect(d.media.keys()).toHaveLength(1);
  });

  it('refuses an image smaller than the slot rather than blur it', async () => {
    expect(await refusal(uploadCreativeImage(deps(), { slot: 'article-footer' }, png(150, 125)))).toEqual([
      'VALIDATION',
      'This slot takes 300×250 images; this one is 150×125',
    ]);
  });

  it('refuses an unknown slot, a type it does not take and bytes that are not an image', async () => {
    expect(await refusal(uploadCreativeImage(deps(), { slot: 'sidebar' }, png(300, 250)))).toEqual([
      'VALIDATION',
      expect.stringContaining('Slot must be one of'),
    ]);
    expect(
      await refusal(
        uploadCreativeImage(
          deps(),
          { slot: 'dashboard-primary' },
          { ...png(300, 250), contentType: 'image/gif' },
        ),
      ),
    ).toEqual(['UNSUPPORTED_MEDIA', creativeUploadMessages.wrongType]);
    expect(
      await refusal(
        uploadCreativeImage(
          deps(),
          { slot: 'dashboard-primary' },
          { bytes: Uint8Array.of(1), contentType: 'image/png' },
        ),
      ),
    ).toEqual(['VALIDATION', creativeUploadMessages.notAnImage]);
  });
});

describe('a campaign with uploaded creatives', () => {
  const campaign = (slotId: string, imageUrl: string) => ({
    name: 'Zone launch',
    slotId,
    creatives: [{ imageUrl, altText: 'Banner', clickUrl: 'https://sponsor.example.com' }],
  });
  const uploaded = `/media/creatives/${'a'.repeat(32)}-728x90.webp`;

  it("takes an upload made for its slot, and refuses one made for another slot's size", () => {
    expect(parseInput(createAdCampaignSchema, campaign('knowledge-list', uploaded)).imageUrl).toBe(uploaded);
    expect(() => parseInput(createAdCampaignSchema, campaign('article-footer', uploaded))).toThrow(
      expect.objectContaining({ message: 'This slot takes 300×250 images; this one is 728×90' }),
    );
  });

  it('still refuses a site path that is not an uploaded creative', () => {
    expect(() =>
      parseInput(createAdCampaignSchema, campaign('knowledge-list', '/media/covers/x.webp')),
    ).toThrow(expect.objectContaining({ message: 'Image URL must be an http:// or https:// URL' }));
  });
});
