/** Word lists for telling a town in OCR text from an ordinary word or a street. */

const words = (list: string) => new Set(list.trim().split(/\s+/));

/** Places that are also everyday words, names or products: they need strong address evidence. */
export const COMMON_WORDS = words(`
  march sale deal street hope reading bath wells chard looe diss ash eye ware over send holt shaw
  wick bury hill valley bridge church battle box bow brent bugle cove crook croft dale dollar ford
  fleet flint grain grays grove hale hay healing hook hurst law lea lee leek lees locking mere moss
  normandy par plains pool rake rock sandy settle shirley simpson stock stone sway thorne tong
  tumble wall wales wing wool waterloo humber banks forth scone saline cults amble currie cheddar
  stilton bakewell eccles chelsea bentley hilton clifford clive keith leslie logan nelson barry
  douglas hamilton houston johnston stanley clare denny hayes hatton holloway marden norton seaton
  shelley stafford walton weston winston warden compton barking goring charing cooling felling
  melling welling halling poplar hawthorn gotham hull pant nigg crick marr ince callow coates kew
  soho oakley harley morley burton sutton preston lincoln newport downside hillside woodside
  seaview westwood wideopen ringway mendip strood redding milford canewdon broadway arnold kirkby
  grange ripley royston ruislip tipton wellington washington bradley ashley clayton denton dudley
  hadley hartley shipley staveley whitley wigmore sherburn stanhope stretton
`);

/** Words that make the name before them part of a street: Oxford Road, Bath Street. */
export const STREET_WORDS = words(
  'road rd street st lane ln avenue ave way drive dr close place pl square sq gardens gdns terrace crescent cres row walk parade mews quay wharf yard arcade court ct grove',
);

/** Last words of place names that are usually a district or landmark rather than a town. */
export const WEAK_ENDINGS = words('park end green hill cross bank inn centre wood');

/** Small words that stay lower-case inside a place name (Newcastle upon Tyne, Weston-super-Mare). */
export const LOWERCASE_JOINERS = words('upon on the le de in by under of and en y super');

/** Words of an address line. */
export const ADDRESS_WORDS =
  /\b(road|rd|street|st|lane|avenue|ave|square|place|car\s*park|council|borough|centre|precinct|station)\b/i;
