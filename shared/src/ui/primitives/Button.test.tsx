import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button';
import { Input } from './Input';
import { Select } from './Select';

describe('Button', () => {
  it('is a type=button with its variant, and clicks', () => {
    const onClick = jest.fn();
    render(<Button variant="secondary" onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('k-btn k-btn-secondary');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('loading keeps its name, is busy and does not click', () => {
    const onClick = jest.fn();
    render(<Button loading onClick={onClick}>Submit</Button>);
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Input and Select', () => {
  it('are named by their label and described by their error and hint', () => {
    render(
      <>
        <Input label="Account Number" hint="9 to 18 digits" error="Enter digits only" defaultValue="12ab" />
        <Select label="Bank" placeholder="Choose a bank" options={[{ value: 'sbi', label: 'State Bank of India' }]} disabled />
      </>,
    );
    const input = screen.getByLabelText('Account Number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual(['Enter digits only', '9 to 18 digits']);
    const select = screen.getByLabelText('Bank') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose a bank', 'State Bank of India']);
    expect(select.getAttribute('aria-invalid')).toBeNull();
  });
});
