import type { UseMutationResult } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router, type RouterProps } from 'wouter';
import { CONTACT_CONFIRM_COPY } from '#contracts/retailer-emails.ts';
import { ApiError } from '#client/lib/api.ts';
import { contactAsStored } from './contact-change';
import { EmailInput, EmailOrPhoneInput } from './contact-inputs';
import { EmailLinkPage } from './email-link-page';
import { Field, type FormBinding } from './field';
import { NewPasswordFields } from './password-fields';

type Values = Record<string, string>;

/** A form as useZodForm gives it, with fixed values and messages. */
function formOf<V extends Values>(values: V, errors: Partial<Record<string, string>> = {}): FormBinding<V> {
  return {
    values,
    errors,
    field: (name) => ({ name: String(name), value: values[name] ?? '', onChange: () => {} }),
    setValue: () => {},
  };
}

// The children come as createElement's third argument, which the props' type does not know.
const html = (element: ReactElement) =>
  renderToStaticMarkup(createElement(Router, { ssrPath: '/' } as RouterProps, element));

/** The control a label names, as a browser test finds it (getByLabel). */
function controlLabelled(markup: string, label: string): string {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(markup)?.[1];
  expect(id, `a label '${label}'`).toBeDefined();
  const control = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(markup)?.[0];
  expect(control, `the control of '${label}'`).toBeDefined();
  return control ?? '';
}

describe('Field', () => {
  it('binds the control to its value and says its message under it, announced with it', () => {
    const form = formOf({ email: 'sam@' }, { email: 'Enter a valid email address' });
    const markup = html(
      Field<{ email: string }>({
        form,
        name: 'email',
        label: 'Email',
        required: true,
        children: createElement(EmailInput),
      }),
    );
    const input = controlLabelled(markup, 'Email');
    expect(input).toContain('name="email"');
    expect(input).toContain('value="sam@"');
    expect(input).toContain('type="email"');
    expect(input).toContain('autoComplete="email"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-required="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1];
    expect(markup).toMatch(new RegExp(`<p id="${describedBy}"[^>]*>Enter a valid email address</p>`));
  });

  it('leaves a valid field unmarked, and keeps an id the page gives', () => {
    const form = formOf({ emailOrPhone: '' });
    const markup = html(
      Field<{ emailOrPhone: string }>({
        form,
        name: 'emailOrPhone',
        label: 'Email or Phone Number',
        children: createElement(EmailOrPhoneInput, { id: 'sign-in-name' }),
      }),
    );
    const input = controlLabelled(markup, 'Email or Phone Number');
    expect(input).toContain('id="sign-in-name"');
    expect(input).toContain('type="text"');
    expect(input).toContain('autoComplete="username"');
    expect(input).not.toContain('aria-invalid');
    expect(input).not.toContain('aria-describedby');
  });
});

describe('NewPasswordFields', () => {
  const values = { newPassword: '', confirmPassword: '' };

  it('says the rule under the new password, and the mismatch under the confirmation', () => {
    const form = formOf(values, { confirmPassword: 'Passwords do not match' });
    const markup = html(
      createElement(NewPasswordFields<typeof values>, { form, name: 'newPassword', label: 'New Password' }),
    );
    const password = controlLabelled(markup, 'New Password');
    expect(password).toContain('autoComplete="new-password"');
    const hintId = /aria-describedby="([^"]+)"/.exec(password)?.[1];
    expect(markup).toMatch(new RegExp(`<p id="${hintId}"[^>]*>At least 8 characters</p>`));
    const confirm = controlLabelled(markup, 'Confirm Password');
    expect(confirm).toContain('aria-invalid="true"');
    expect(markup).toContain('>Passwords do not match</p>');
  });

  it('puts the rule inside the field instead, with the labels it is given (Change Password)', () => {
    const markup = html(
      createElement(NewPasswordFields<typeof values>, {
        form: formOf(values),
        name: 'newPassword',
        label: 'New Password',
        confirmLabel: 'Confirm New Password',
        rule: 'placeholder',
      }),
    );
    expect(controlLabelled(markup, 'New Password')).toContain('placeholder="At least 8 characters"');
    expect(controlLabelled(markup, 'Confirm New Password')).not.toContain('placeholder="');
    expect(markup).not.toContain('>At least 8 characters</p>');
  });
});

describe('contactAsStored', () => {
  it('compares contacts as the server stores them', () => {
    expect(contactAsStored({ email: ' Sam@Example.COM ', phone: ' 07700 900123 ' })).toEqual({
      email: 'sam@example.com',
      phone: '+447700900123',
    });
    expect(contactAsStored({ email: '', phone: 'not a number' })).toEqual({
      email: '',
      phone: 'not a number',
    });
    expect(contactAsStored({})).toEqual({ email: '', phone: '' });
  });
});

describe('EmailLinkPage', () => {
  type Result = { businessName: string };
  const page = (action: Partial<UseMutationResult<Result, Error, void>>) =>
    html(
      createElement(EmailLinkPage<Result>, {
        action: {
          isPending: false,
          isSuccess: false,
          error: null,
          mutate: () => {},
          ...action,
        } as UseMutationResult<Result, Error, void>,
        copy: CONTACT_CONFIRM_COPY,
        icon: null,
        failure: 'Failed',
        invalidText: () => CONTACT_CONFIRM_COPY.invalidText,
        doneText: (result) => `Done for ${result.businessName}`,
      }),
    );

  it('opens on the button: opening the link changes nothing', () => {
    const markup = page({});
    expect(markup).toContain(CONTACT_CONFIRM_COPY.title);
    expect(markup).toMatch(new RegExp(`<button[^>]*>${CONTACT_CONFIRM_COPY.button}</button>`));
  });

  it('says what was done once pressed, and sends the retailer to the portal', () => {
    const markup = page({ isSuccess: true, data: { businessName: 'The Corner Bakery' } });
    expect(markup).toContain(CONTACT_CONFIRM_COPY.doneTitle);
    expect(markup).toContain('Done for The Corner Bakery');
    expect(markup).toMatch(/<a[^>]*href="\/retailer"[^>]*>Go to your portal<\/a>/);
    expect(markup).not.toContain('<button');
  });

  it('says so when the link does not work', () => {
    const markup = page({ error: new ApiError(404, 'Not Found', '') });
    expect(markup).toContain(CONTACT_CONFIRM_COPY.invalidTitle);
    expect(markup).toContain(CONTACT_CONFIRM_COPY.invalidText);
    expect(markup).not.toContain('<button');
  });
});
