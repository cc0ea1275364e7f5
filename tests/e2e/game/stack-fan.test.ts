/**
 * A collapsed stack's fan, pinned open by a click, closes when the stack changes: a block that
 * leaves must not stay listed, and the open fan must not go on covering the map beneath it. Before
 * the fix the fan's closing effect never ran again once it had run with no fan open, so a fan
 * pinned to pick a block stayed over the map after that block went home (found by the political
 * turn of the campaign test, seed 2, where it swallowed the next click on Caernarvon). It closes too
 * once the player picks blocks elsewhere, where it would only cover the map he clicks on next.
 * It opens on the side of its counter clear of the neighbours' names (where picked blocks go), and
 * closes as a popup does: a click elsewhere on the map (which still counts), Escape, its × button,
 * or a pick from the pool — and once the pointer leaves it and its counter for another area.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGeometry } from '../../../assets/map/geometry';
import { polygonContains } from '../../../renderer/games/richard-iii/scenes/map/geometry-math';
import { CARDS, type Card } from '../../../engine/richard-iii/data';
import { captiveMarkColours } from '../../../renderer/games/richard-iii/scenes/map/captive-colours';
import { clickArea, hostView, openPage, RESULTS, startHarness, until, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  // No pause before the computer's moves: the tests wait for positions, never for the computer's pace.
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

describe('a pinned stack fan', () => {
  /**
   * 1470 at 1366x768, York the player, in the card phase: London's blocks are one counter
   * (legible-map.test.ts), pinned open.
   */
  async function londonOpen(name: string) {
    const created = h.services.games.create({
      moduleId: 'richard-iii',
      scenario: 'kingmaker',
      seed: 3,
      name,
      seats: { lancaster: { kind: 'bot', level: 'easy' }, york: { kind: 'human' } },
    });
    if (!created.ok) throw new Error(created.error.message);
    const saveId = created.value.id;
    const { page, problems } = await openPage(h, { width: 1366, height: 768 });
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.locator('.game-screen').waitFor();
    await page.waitForFunction(() => window.__r3MapProbe?.settled() === true, undefined, { timeout: 30_000 });

    // In the card phase London takes no click: a click on its counter pins the fan.
    const pinned = page.locator('.fan:not(.peek)');
    const pin = async () => {
      const counter = await page.evaluate(
        () => window.__r3MapProbe?.blocks().find((b) => b.area === 'middlesex' && b.top && b.collapsed) ?? null,
      );
      expect(counter, "London's counter").not.toBeNull();
      await page.mouse.click(counter!.rect.x + counter!.rect.w / 2, counter!.rect.y + counter!.rect.h / 2);
      await pinned.waitFor();
    };
    await pin();
    expect(await pinned.locator('button.block').count()).toBeGreaterThan(1);
    return { saveId, page, problems, pinned, pin };
  }

  /** The same, then York in his action phase, the fan still open. */
  async function londonPinned(name: string, card: (c: Card) => boolean = () => true) {
    const { saveId, page, problems, pinned } = await londonOpen(name);

    // York plays a card (through the host) and comes to his action phase; the fan stays open.
    const play = hostView(h, saveId, 'york').legal.find((a) => a.t === 'card' && card(CARDS[a.card]!));
    expect(play).toBeDefined();
    const played = h.services.games.submit(saveId, 'york', play!, hostView(h, saveId, 'york').actionCount);
    if (!played.ok) throw new Error(played.error.message);
    const leaving = () =>
      hostView(h, saveId, 'york').legal.find((a) => a.t === 'move' && a.path.length === 1 && a.block === 'y-march');
    await until(() => leaving() !== undefined, "York's action phase with Edward free to leave London");
    await page.locator('.game-screen .prompt-box.mine').waitFor();
    expect(await pinned.count(), 'the fan stays open while its stack is the same').toBe(1);
    return { saveId, page, problems, pinned, leaving };
  }

  it('closes when a block leaves its stack', async () => {
    const { saveId, page, problems, pinned, leaving } = await londonPinned('E2E stack fan');
    const moved = h.services.games.submit(saveId, 'york', leaving()!, hostView(h, saveId, 'york').actionCount);
    if (!moved.ok) throw new Error(moved.error.message);

    await pinned.waitFor({ state: 'detached', timeout: 10_000 });
    await page.screenshot({ path: `${RESULTS}stack-fan-closed.png` });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('closes on a click elsewhere on the map that picks blocks there', async () => {
    const { page, problems, pinned } = await londonPinned('E2E stack fan, picking elsewhere');
    // Gloucester stands alone in South Yorks: a click on the area picks him, and the fan over London goes.
    await clickArea(page, 'south-yorks');
    await page.getByRole('button', { name: /^Clear selection/ }).waitFor();
    await pinned.waitFor({ state: 'detached', timeout: 10_000 });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens clear of the names of the areas around it', async () => {
    const { page, problems, pinned } = await londonPinned('E2E stack fan, clear of the names');
    const box = await pinned.boundingBox();
    expect(box).not.toBeNull();
    const around = new Set(
      loadGeometry().borders.flatMap((b) => (b.a === 'middlesex' ? [b.b] : b.b === 'middlesex' ? [b.a] : [])),
    );
    expect(around.size).toBeGreaterThan(2);
    // The names as drawn on screen, where a player clicks to send blocks there: none may be hidden
    // (at most an edge under the fan, where every side of the counter has a name).
    const names = await page.evaluate(() => window.__r3MapProbe?.names() ?? []);
    const covered = names
      .filter((n) => around.has(n.area))
      .filter(({ rect: r }) => {
        const w = Math.min(r.x + r.w, box!.x + box!.width) - Math.max(r.x, box!.x);
        const h = Math.min(r.y + r.h, box!.y + box!.height) - Math.max(r.y, box!.y);
        return w > 0 && h > 0 && w * h > 0.2 * r.w * r.h;
      })
      .map((n) => n.area);
    await page.screenshot({ path: `${RESULTS}stack-fan-placed.png` });
    expect(covered, 'neighbours whose names the fan covers').toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('closes like a popup: a click on an area or the sea, Escape, its × button', async () => {
    const { page, problems, pinned, pin } = await londonOpen('E2E stack fan, closed like a popup');
    const counter = async () =>
      (await page.evaluate(
        () => window.__r3MapProbe?.blocks().find((b) => b.area === 'middlesex' && b.top && b.collapsed) ?? null,
      ))!.rect;
    // Cornwall holds no block and takes no click in the card phase: the click only closes the fan.
    await clickArea(page, 'cornwall');
    await pinned.waitFor({ state: 'detached', timeout: 10_000 });
    // A click on the sea, which is neither an area nor a block.
    await pin();
    const { map } = await page.evaluate(() => window.__r3MapProbe!.board());
    const sea = await page.evaluate(({ x, y, w, h }) => {
      for (let i = 1; i < 40; i++)
        for (let j = 1; j < 40; j++) {
          const p = { x: x + (w * i) / 40, y: y + (h * j) / 40 };
          if (window.__r3MapProbe!.hit(p.x, p.y) === null) return p;
        }
      return null;
    }, map);
    expect(sea, 'a point of sea on the map').not.toBeNull();
    await page.mouse.click(sea!.x, sea!.y);
    await pinned.waitFor({ state: 'detached', timeout: 10_000 });
    await pin();
    await page.keyboard.press('Escape');
    await pinned.waitFor({ state: 'detached', timeout: 10_000 });
    await pin();
    await pinned.getByRole('button', { name: 'Close', exact: true }).click();
    await pinned.waitFor({ state: 'detached', timeout: 10_000 });
    // Closed under the pointer, it leaves hovering as it was: a hover fan opens over the counter and
    // goes when the pointer leaves it.
    const c = await counter();
    await page.mouse.move(c.x + c.w / 2, c.y + c.h / 2);
    await page.locator('.fan.peek').waitFor();
    await page.mouse.move(sea!.x, sea!.y);
    await page.locator('.fan').waitFor({ state: 'detached', timeout: 10_000 });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps its own clicks, and gets out of the way once the pointer heads for another area', async () => {
    // The play-test: Kent's fan of six stayed over Middlesex and Essex, where the picked blocks were
    // to go, until the player found its × or clicked blindly outside it.
    const { page, problems, pinned } = await londonPinned('E2E stack fan, out of the way');
    const box = (await pinned.boundingBox())!;
    const counter = (await page.evaluate(
      () => window.__r3MapProbe?.blocks().find((b) => b.area === 'middlesex' && b.top && b.collapsed) ?? null,
    ))!.rect;
    /** A page point of another area than London's: under the fan (`inside`), or clear of fan and counter. */
    const otherArea = (inside: boolean) =>
      page.evaluate(
        ({ fan, counter, inside }) => {
          const { map } = window.__r3MapProbe!.board();
          const within = (r: { x: number; y: number; w: number; h: number }, x: number, y: number) =>
            x >= r.x - 8 && x <= r.x + r.w + 8 && y >= r.y - 8 && y <= r.y + r.h + 8;
          const box = { x: fan.x, y: fan.y, w: fan.width, h: fan.height };
          const span = inside ? box : map;
          for (let i = 1; i < 40; i++)
            for (let j = 1; j < 40; j++) {
              const x = span.x + (span.w * i) / 40;
              const y = span.y + (span.h * j) / 40;
              if (!inside && (within(box, x, y) || within(counter, x, y))) continue;
              const hit = window.__r3MapProbe!.hit(x, y);
              if (hit?.kind === 'area' && hit.id !== 'middlesex') return { x, y, area: hit.id };
            }
          return null;
        },
        { fan: box, counter, inside },
      );
    const under = await otherArea(true);
    const away = await otherArea(false);
    expect(under, 'an area the fan covers').not.toBeNull();
    expect(away, 'an area clear of the fan').not.toBeNull();
    const onTop = (p: { x: number; y: number }) =>
      page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.fan') !== null, p);
    expect(await onTop(under!), 'the fan covers part of another area').toBe(true);

    // From the counter into the fan: Edward is picked there, and the fan stays open.
    const march = pinned.locator('button.block[data-block="y-march"]');
    await march.hover();
    await march.click();
    await pinned.locator('button.block.selected[data-block="y-march"]').waitFor();
    expect(await pinned.count()).toBe(1);

    // Out over another area: the fan goes, and the area it covered is the map's to click.
    await page.mouse.move(away!.x, away!.y);
    await pinned.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await onTop(under!)).toBe(false);
    expect(await page.locator('.fan').count(), 'no hover fan in its place').toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('closes when the player picks a block from the pool', async () => {
    // A card of action points without an event: it can recruit.
    const { page, problems, pinned } = await londonPinned('E2E stack fan, a pick from the pool', (c) => !c.event);
    const chip = page.locator('.pool .chip:enabled').first();
    await chip.waitFor();
    await chip.click();
    await page.locator('.pool .chip.selected').waitFor();
    await pinned.waitFor({ state: 'detached', timeout: 10_000 });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("opens on a click on its counter's count, where the count stands over a neighbour (Leicester's over Lincoln)", async () => {
    // A Russian play-test clicked a counter's count and was told about the area beneath: the count
    // stands out beside its counter, and a click there fell through to the land under it.
    const { page, problems, pinned } = await londonOpen('E2E stack fan, opened by its count');
    const leicester = await page.evaluate(
      () => window.__r3MapProbe?.blocks().find((b) => b.area === 'leicester' && b.top && b.collapsed) ?? null,
    );
    expect(leicester, "Leicester's counter").not.toBeNull();
    const count = leicester!.counts![0]!.rect;
    const at = { x: count.x + count.w / 2, y: count.y + count.h / 2 };
    // The count's centre stands on another area's land (or the sea), not on Leicester's.
    const map = await page.evaluate(() => window.__r3MapProbe!.board().map);
    const geometry = loadGeometry();
    const k = map.w / geometry.width;
    const [mx, my] = [(at.x - map.x) / k, (at.y - map.y) / k];
    const under = geometry.areas.find((a) => a.polygons.some((p) => polygonContains(p, mx, my)))?.id ?? 'sea';
    expect(under).not.toBe('leicester');
    expect(await page.evaluate(([x, y]) => window.__r3MapProbe!.hit(x!, y!), [at.x, at.y])).toEqual({
      kind: 'block',
      id: leicester!.id,
    });
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => pinned.getAttribute('aria-label')).toMatch(/^Leicester: 2 blocks/);
    await page.screenshot({ path: `${RESULTS}stack-fan-by-count.png` });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('marks the captive Henry VI with the map’s own colours for the mark, in the colour-blind look too', async () => {
    const { page, problems, pinned } = await londonOpen('E2E stack fan, the captive’s mark');
    const iron = pinned.locator('.block.captive .captive-mark .iron');
    await iron.waitFor();
    const rgb = (c: number) => `rgb(${c >> 16}, ${(c >> 8) & 0xff}, ${c & 0xff})`;
    const painted = () =>
      iron.evaluate((el) => {
        const css = getComputedStyle(el);
        return { fill: css.fill, stroke: css.stroke };
      });
    // One definition (captive-colours.ts): iron, and a ring of his side's colour as the map draws his block.
    const standard = captiveMarkColours('lancaster', false);
    expect(await painted()).toEqual({ fill: rgb(standard.iron), stroke: rgb(standard.ring) });
    // The colour-blind look (the page's data-colours, as the setting sets it): the ring follows it.
    await page.evaluate(() => (document.documentElement.dataset.colours = 'colour-blind'));
    const safe = captiveMarkColours('lancaster', true);
    expect(safe.ring).not.toBe(standard.ring);
    expect(await painted()).toEqual({ fill: rgb(safe.iron), stroke: rgb(safe.ring) });
    expect(problems).toEqual([]);
    await page.close();
  });
});
