/** /site answers (SPEC §3, §4): the start-up calls. */
import { Int, ListOf, Maybe, Nested, Note, Num, Open, Text } from './fields';

export class MaintenanceWindow {
  /** ISO time; null when only the other end is set. */
  @Maybe() @Text() from_date!: string;
  @Maybe() @Text() to_date!: string;
}

export class SiteVersion {
  @Text() version!: string;
  @Maybe() @Nested(() => MaintenanceWindow) maintenance!: MaintenanceWindow | null;
}

export class Language {
  @Text() code!: string;
  @Text() name!: string;
  @Note('The language resource file, /site/languages/<code>.json') @Text() url!: string;
}

@Open()
export class Poster {
  [key: string]: unknown;
  @Int() poster_type!: number;
  @Maybe() @Text() image?: string;
  @Maybe() @Text() url?: string;
}

export class StoragePath {
  @Maybe() @Text() domain_image?: string;
  @Maybe() @Text() site_map?: string;
}

export class SocialLink {
  @Maybe() @Text() email?: string;
  @Maybe() @Text() whatsappno1?: string;
}

/** The operator's settings for a domain: the keys below are the ones the apps read; any other key is passed on. */
@Open()
export class SiteSetting {
  [key: string]: unknown;
  @Maybe() @Text() announcement?: string | null;
  @Maybe() @ListOf(() => Poster) poster?: Poster[];
  @Maybe() @Text() aws_url?: string;
  @Maybe() @Nested(() => StoragePath) storage_path?: StoragePath;
  @Maybe() @Text() logo?: string;
  @Maybe() @Text() fav_logo?: string;
  @Maybe() @Text() app_logo?: string;
  @Maybe() @Text() site_title?: string;
  @Maybe() @Text() domain_name?: string;
  @Maybe() @ListOf(() => Language) languagesList?: Language[];
  @Maybe() @Text() language_code?: string;
  @Maybe() @Int() business_type?: number;
  @Maybe() @Text() meta_pixel_code?: string;
  @Maybe() @Text() meta_tags?: string;
  @Maybe() @Text() g_tags?: string;
  @Maybe() @Text() site_map?: string;
  @Maybe() @Text() front_css?: string;
  @Maybe() @Nested(() => SocialLink) social_link?: SocialLink;
}

export class Bonus {
  @Text() bonusType!: string;
  @Text() methodIds!: string;
  @Num() percentage!: number;
}

export class SiteSettingsResponse {
  @Nested(() => SiteSetting) siteSetting!: SiteSetting;
  @Maybe() @Text() casino_url!: string | null;
  @Maybe() @ListOf(() => Bonus) bonus_data!: Bonus[] | null;
}
