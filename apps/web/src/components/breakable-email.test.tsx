import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableEmail } from './breakable-email.tsx';

describe('BreakableEmail', () => {
  it('offers a line break before the "@" and each dot, and keeps the address whole as text', () => {
    const { container } = render(
      <p>
        <BreakableEmail address="amina.okafor@lagos-fintech.example.org" />
      </p>,
    );

    expect(container.textContent).toBe('amina.okafor@lagos-fintech.example.org');
    expect(container.querySelector('p')!.innerHTML).toBe(
      'amina<wbr>.okafor<wbr>@lagos-fintech<wbr>.example<wbr>.org',
    );
  });
});
