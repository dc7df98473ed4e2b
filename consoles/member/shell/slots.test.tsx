import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gatherSlots, Slot, SlotProvider } from './slots';

describe('the member shell’s slots', () => {
  it('draws each feature’s entry in its slot, in the features’ order, with the slot’s props', () => {
    const slots = gatherSlots([
      { name: 'slide', slots: { sectionTop: ({ sectionId }) => <p>幻灯片 {sectionId}</p> } },
      { name: 'post' },
      { name: 'friendLink', slots: { footer: () => <p>友情链接</p>, sectionTop: () => <p>第二个</p> } },
    ]);
    render(
      <SlotProvider slots={slots}>
        <Slot name="sectionTop" sectionId={7} />
        <Slot name="homeTop" />
      </SlotProvider>,
    );
    expect(screen.getAllByText(/幻灯片|第二个/).map((p) => p.textContent)).toEqual(['幻灯片 7', '第二个']);
    expect(screen.queryByText('友情链接')).toBeNull();
  });
});
