import { test, expect, expectAccessible, signIn } from './support/fixtures';
import { PLAYER_PASSWORD, registerPlayer } from './support/players';
import {
  drawImages,
  feedbackOf,
  gifAsPng,
  imagePicker,
  putFeedbackDirectly,
  replyTo,
  sixMegabytePng,
} from './support/help-feedback';

/*
 * The help centre: the modal from the footer's help menu and the /help and /helpmc
 * pages, searchable; and the feedback form in it (SPEC §5: up to 3 png or jpg images of at most
 * 5 MB, judged by their bytes in the browser and again by the platform). Each feedback story has
 * a member of its own: the platform takes five feedbacks an hour from one member.
 */

const TEXT = 'La mesa de ruleta se quedó congelada después de mi apuesta.';

test.describe('help centre', () => {
  test('the help modal opens from the footer, its search narrows the articles, and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Buscar en la ayuda' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Centro de ayuda' });
    await expect(dialog).toBeVisible();
    const search = dialog.getByRole('searchbox', { name: 'Buscar en la ayuda' });
    await expect(search).toBeFocused();
    const articles = dialog.getByRole('article');
    await expect(articles).toHaveCount(5);
    await expectAccessible(page, '[role="dialog"]');

    // Accents and case do not matter; the count is announced politely.
    await search.fill('DEPOSITO');
    await expect(articles).toHaveCount(1);
    await expect(dialog.getByRole('heading', { level: 3, name: 'Depósitos' })).toBeVisible();
    const count = dialog.getByRole('status').filter({ hasText: 'encontrado' });
    await expect(count).toHaveText('1 artículo encontrado');
    await expect(count).toHaveAttribute('aria-live', 'polite');
    // The text is searched too, every word must be found.
    await search.fill('usdt');
    await expect(articles).toHaveCount(2);
    await expect(count).toHaveText('2 artículos encontrados');
    await search.fill('usdt retiro');
    await expect(articles).toHaveCount(1);
    await expect(dialog.getByRole('heading', { level: 3, name: 'Retiros' })).toBeVisible();
    await search.fill('bingo');
    await expect(articles).toHaveCount(0);
    await expect(dialog.getByText('Ningún artículo contiene «bingo»')).toBeVisible();
    await expect(count).toHaveText('0 artículos encontrados');
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Borrar la búsqueda' }).click();
    await expect(articles).toHaveCount(5);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the /help page and the header-less /helpmc search the same articles', async ({ page }) => {
    await page.goto('/help');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(5);
    await main.getByRole('searchbox', { name: 'Buscar en la ayuda' }).fill('juego responsable');
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(main.getByRole('navigation', { name: 'Temas' }).getByRole('link')).toHaveText([
      'Juego responsable',
    ]);
    await expectAccessible(page);

    await page.goto('/helpmc');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Buscar en la ayuda' }).fill('cifrado');
    await expect(page.getByRole('heading', { level: 2, name: 'Acuerdo de usuario' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expectAccessible(page);
  });

  test('a guest is asked to log in before sending feedback', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('tab', { name: 'Enviar comentarios' }).click();
    await expect(
      page.getByText('Inicia sesión para enviarnos comentarios y ver nuestras respuestas.'),
    ).toBeVisible();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

test.describe('feedback', () => {
  test('feedback with three images is accepted and shows in the list, with the operator’s reply', async ({
    page,
    request,
    sandbox,
  }) => {
    const player = await registerPlayer(request, sandbox, 'fbok');
    await signIn(page, player, { password: PLAYER_PASSWORD, path: '/help' });
    await page.getByRole('tab', { name: 'Enviar comentarios' }).click();
    const form = page.getByRole('form', { name: 'Nuevo comentario' });
    await expect(page.getByText('Aún no nos has enviado comentarios.')).toBeVisible();

    // The text's rule and its counter.
    await form.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Juego' });
    const content = form.getByRole('textbox', { name: 'Tu comentario' });
    await content.fill('Muy corto');
    await expect(form.getByTestId('feedback-counter')).toHaveText('9 / 500');
    await form.getByRole('button', { name: 'Enviar comentario' }).click();
    await expect(
      form.getByText('El comentario debe tener entre 10 y 500 caracteres (ahora 9)'),
    ).toBeVisible();
    await expect(content).toHaveAttribute('aria-invalid', 'true');
    await content.fill(TEXT);
    await expect(form.getByTestId('feedback-counter')).toHaveText(`${[...TEXT].length} / 500`);

    // Two PNGs and a JPEG, previewed; one removed and picked again.
    const [png1, png2] = await drawImages(page, 2, 'image/png');
    const [jpeg] = await drawImages(page, 1, 'image/jpeg');
    await imagePicker(form).setInputFiles([png1!, png2!, jpeg!]);
    const previews = form.getByRole('list', { name: /^Imágenes/ }).getByRole('listitem');
    await expect(previews).toHaveCount(3);
    await form.getByRole('button', { name: `Quitar ${png2!.name}` }).click();
    await expect(previews).toHaveCount(2);
    await imagePicker(form).setInputFiles([png2!]);
    await expect(previews).toHaveCount(3);
    await expect(form.getByText('3 de 3')).toBeVisible();
    await expectAccessible(page);

    await form.getByRole('button', { name: 'Enviar comentario' }).click();
    await expect(form.getByRole('status')).toHaveText('Gracias: hemos recibido tu comentario.');
    await expect(content).toHaveValue('');
    await expect(previews).toHaveCount(0);
    const item = page.getByTestId('feedback-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(TEXT);
    await expect(item).toContainText('Juego');
    await expect(item).toContainText('Pendiente');
    const thumbnails = item.getByRole('img', { name: /^Imagen adjunta/ });
    await expect(thumbnails).toHaveCount(3);
    await expect(thumbnails.first()).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(thumbnails.nth(1)).toHaveAttribute('src', /^data:image\/jpeg;base64,/);

    // The operator replies (the sandbox's back office); the member reads it in the list.
    const [stored] = await feedbackOf(request, player);
    expect(stored!.images).toHaveLength(3);
    await replyTo(request, stored!.id, 'Gracias por avisar: ya revisamos la mesa.');
    await page.reload();
    await page.getByRole('tab', { name: 'Enviar comentarios' }).click();
    await expect(item).toContainText('Respondido');
    await expect(item.getByText('Gracias por avisar: ya revisamos la mesa.')).toBeVisible();
    await expectAccessible(page);
  });

  test('a fourth image, a 6 MB file or a GIF is refused in the browser, and by the platform when the form is skipped', async ({
    page,
    request,
    sandbox,
  }) => {
    const player = await registerPlayer(request, sandbox, 'fbno');
    await signIn(page, player, { password: PLAYER_PASSWORD });

    // In the modal this time, from the footer.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Buscar en la ayuda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Centro de ayuda' });
    await dialog.getByRole('tab', { name: 'Enviar comentarios' }).click();
    const form = dialog.getByRole('form', { name: 'Nuevo comentario' });
    const previews = form.getByRole('list', { name: /^Imágenes/ }).getByRole('listitem');
    const picker = imagePicker(form);

    const four = await drawImages(page, 4, 'image/png');
    await picker.setInputFiles(four);
    await expect(previews).toHaveCount(3);
    await expect(form.getByRole('alert')).toHaveText(
      'Puedes adjuntar 3 imágenes como máximo: captura-4.png no se ha añadido',
    );
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, '[role="dialog"]');

    await form.getByRole('button', { name: 'Quitar captura-3.png' }).click();
    await picker.setInputFiles([sixMegabytePng()]);
    await expect(form.getByRole('alert')).toHaveText('enorme.png pesa más de 5 MB');
    await picker.setInputFiles([gifAsPng()]);
    await expect(form.getByRole('alert')).toHaveText('animada.png no es una imagen PNG o JPG');
    await expect(previews).toHaveCount(2);

    // The same files sent straight to the platform with the member's token: refused, nothing stored.
    const tooMany = await putFeedbackDirectly(page, four);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      success: false,
      errorCode: 'feedback_image_invalid',
      value: { field: 'images', index: 3, reason: 'count' },
    });
    const tooBig = await putFeedbackDirectly(page, [four[0]!, sixMegabytePng()]);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({
      errorCode: 'feedback_image_invalid',
      value: { index: 1, reason: 'size' },
    });
    const gif = await putFeedbackDirectly(page, [gifAsPng()]);
    expect(gif.body).toMatchObject({
      errorCode: 'feedback_image_invalid',
      value: { index: 0, reason: 'type' },
    });
    expect(await feedbackOf(request, player)).toEqual([]);

    // Escape closes the modal from inside the form too.
    await form.getByRole('textbox', { name: 'Tu comentario' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
