/**
 * GENERATED FILE - DO NOT EDIT.
 * Generated from openapi/openapi.yaml by `npm run api:gen` (openapi-typescript).
 * Change the contract and regenerate instead.
 */

export interface paths {
    "/authorize/verification": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a verification code by e-mail
         * @description Spec 1 §7.1 (payload not shown; chosen here). Sends a 6-digit code to the e-mail, valid
         *     10 minutes, used by `register` and by step 2 of `forgetPass`. The mock backend reveals the
         *     code in `message`.
         */
        post: operations["sendVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorize/register": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Spec 1 §7.1 (payload not shown; chosen here). Needs the code from `sendVerificationCode`. Signs the new user in. 409 when the e-mail is taken, 400 when the code is wrong or expired.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorize/login": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description Spec 1 §7.1 (payload not shown; chosen here). Wrong credentials answer code 401 with message "Incorrect email or password".
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorize/google-login": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a Google access token
         * @description Spec 1 §7.1 and §2.5 (Google token flow, scopes openid, profile, email). Creates the account on first use. Same answer as `login`.
         */
        post: operations["googleLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorize/loginOut": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Spec 1 §7.1. Invalidates the bearer token; the client also removes the accessToken and refreshToken cookies.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorize/forgetPass": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgotten password (two steps)
         * @description Spec 1 §7.1 (payload not shown; chosen here). Step 1 `{ email }` sends a reset code (the
         *     mock reveals it in `message`). Step 2 `{ email, code, password }` sets the new password.
         *     Unknown e-mail → 404; wrong code → 400.
         */
        post: operations["forgetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorize/changePass": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change password with an e-mail code
         * @description Spec 1 §7.1 (payload not shown; chosen here). Used by the /change-password page, which is public; proves ownership with a code from `sendVerificationCode`.
         */
        post: operations["changePasswordWithCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/changePass": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password
         * @description Spec 1 §7.1 (payload not shown; chosen here). Wrong old password → 400.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/info": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Spec 1 §7.1, §3.
         */
        get: operations["getUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/points": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Credits balance
         * @description Spec 1 §7.1, §3.
         */
        get: operations["getUserPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/history": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Generation history by function key
         * @description Spec 1 §7.1 (function_key defaults to 'imageGeneration,imageChat'); also serves
         *     "Generation history by function key" of spec 3 §7 (videoShowGeneration, descImageGeneration)
         *     and "generation history" of spec 2 §7. Newest first.
         */
        get: operations["getUserHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/global/images": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Explore list (public gallery page)
         * @description Spec 1 §7.1 (named path) and §7.3 ("Explore list fetch", method and path not shown there;
         *     mapped here). Search text is sent as keyword, name and q together; category ids as a
         *     comma-joined string; `type` as a comma list or a number. The All tab sends a `custom`
         *     filter: OR of (image type 0 AND category filter_type 0) and (image type 6 AND category
         *     filter_type 1). Items with a non-zero `sort` are pinned.
         */
        post: operations["listGalleryImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/info": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Image detail
         * @description Spec 1 §7.1 (named path). Also serves "image detail" of spec 2 §7 (data has path, product,
         *     record_task) and "Image detail by image_id" of spec 3 §7 (images_desc, prompt, prompt_id,
         *     video). Public: anonymous callers get isLike false.
         */
        get: operations["getImageInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/global/imageInfo": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Public image detail
         * @description Spec 1 §7.1. Same answer as `getImageInfo`, readable without signing in.
         */
        get: operations["getGlobalImageInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/setLike": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Like or unlike an image
         * @description Spec 1 §7.1 (named path); also "like toggle" of spec 2 §7. The client flips isLike and likeNum only after code 0.
         */
        post: operations["setLike"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/self": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The user's own images by tab
         * @description Spec 1 §7.1 (paging params). Also serves "own images list (current, pageSize, type)" of
         *     spec 2 §7 (personal space tabs creations, likes, product) and "Asset or avatar list
         *     (current, pageSize, type)" of spec 3 §7 (asset library page size 18, avatar list 100).
         */
        get: operations["listOwnImages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/getUserCreations": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The user's creations
         * @description Spec 1 §7.1 (paging params). Generated images of the signed-in user, newest first.
         */
        get: operations["getUserCreations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/getUserInspiration": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Collection (inspiration) list grouped by date
         * @description Spec 2 §7 "inspiration list (current, pageSize)" and §2 "Personal space lists" (grouped by
         *     date_group; page size 6 groups). Path not shown in the spec; chosen in the style of
         *     /image/getUserCreations. Anonymous callers get an empty list (spec 1 §6).
         */
        get: operations["getUserInspiration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/imageGeneration": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an inspiration generation
         * @description Spec 1 §7.1 (generation request) and spec 2 §7 "create generation (prompt, ar, image_ids,
         *     category_id, attributes)". Costs the points of function `imageGeneration` (4 credits); 402
         *     when the balance is too low. Prompt or at least one image is required (400 otherwise).
         */
        post: operations["createImageGeneration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/getTask": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Poll a generation record
         * @description Spec 1 §7.1 (named path, answers data.status). Also serves "poll record (record_id)" of
         *     spec 2 §7 and "Task status by record_id" of spec 3 §7.
         */
        get: operations["getTask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/getImageActionInfo": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * How an image was made (parent lookup)
         * @description Spec 1 §7.1 (params and answer not shown; chosen here). Also serves "parent id lookup" of
         *     spec 2 §7 / §2 (for a video the parent image id is looked up first).
         */
        get: operations["getImageActionInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/createDescImage": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create one product-image (description image) generation
         * @description Spec 1 §7.1 (named path, one item). Serves "Create product-image generation" and "Create
         *     single image generation" of spec 3 §7 (image_id, prompt_id, model, prompt, images[],
         *     showType → data.record_id). Costs the points of `descImageGeneration`; 402 when too low.
         */
        post: operations["createDescImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/createDescImages": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a batch of description-image generations
         * @description Spec 1 §7.1 and §7.2 (both bases), spec 3 §7 "Create description images (batch)". Each item
         *     becomes one record of the same batch (a new batch_id unless the items carry one). Also
         *     serves the vary/upscale submission of spec 2 §7 / §3 (a list of one item with
         *     api_platform and function_key `imageChat`, model gpt-4o-image-generation) and the try-on of
         *     spec 1 §2.3 (model gemini-2.5-flash-image, prompt "dress the clothes on the model").
         *     Costs points per item; 402 when the balance does not cover all items (nothing created).
         */
        post: operations["createDescImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/getTasksByBatchId": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Records of a batch
         * @description Spec 1 §7.1, spec 3 §7 "Tasks by batch_id" (photoset and template submissions). Unknown batch → 404.
         */
        get: operations["getTasksByBatchId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/countTaskInProgress": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Running-task count for a navigation badge
         * @description Spec 1 §7.1. type 1 = Inspiration, 2 = Marketing, 3 = Fashion Style.
         */
        get: operations["countTaskInProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/retryTask": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Retry a failed task
         * @description Spec 1 §7.1, spec 2 §7 "retry (task_id)". Resubmits the failed task; its record goes back to `begin`. Unknown task → 404; task not failed → 409. An admin may retry any user's task (the owner is charged as usual).
         */
        get: operations["retryTask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/info": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Product (order) detail of an image
         * @description Spec 1 §7.1 (see document 2), spec 2 §7 "product info", spec 3 §7 "Order detail (image_id →
         *     path, product)" and the cost page of spec 3 §2.8. `product` is null until production is
         *     requested.
         */
        get: operations["getProductInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/income": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pre-sale income estimate
         * @description Spec 1 §7.1, spec 2 §3 "Income estimate" and §7 "price calculation" (rerun on change).
         *     selling_price and origin_price are strings, people_number a number. Service fee 30 %,
         *     creator share 70 % (spec 3 §9).
         */
        post: operations["estimateIncome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/applyMaking": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for production
         * @description Spec 1 §7.1 and §7.2 (both bases), spec 2 §7 "apply for production (image_id, address)".
         *     Stores the shipping address on the product. All eight address fields are required. An optional
         *     `description` (x-inferred) carries the user's note to the maker.
         */
        post: operations["applyMaking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/applySell": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for pre-sale (sell application)
         * @description Spec 1 §7.1 and §7.2 (both bases), spec 2 §3 "Sell application", spec 2 §7 "apply for sell"
         *     and spec 3 §7 "Pre-sale submit". Moves pre_sale_status to 1 (under review). Selling price
         *     must be 1.5 to 20 times the production cost (400 otherwise).
         */
        post: operations["applySell"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/imageAiDescription": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a title and description for an image
         * @description Spec 1 §7.1, spec 2 §7 "generate title (image_id; returns title and description)".
         */
        post: operations["generateImageAiDescription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/applyReview": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for (or cancel) cost assessment
         * @description Spec 1 §7.1, spec 2 §4 and §7 "apply or cancel review (image_id, apply boolean)". apply=true
         *     from produceNow (0) creates the product if needed and moves it to underReview (1);
         *     apply=false moves it back to produceNow (0).
         */
        post: operations["applyReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/global/promptList": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Prompt templates (paged)
         * @description Spec 1 §7.1 (prompt-list response with page, pageSize, total) and spec 3 §7 "List prompt
         *     templates (paged; path not shown): current, pageSize (50, 100 or 1000), optional
         *     category_name" (marketing templates page, spec 3 §2.6).
         */
        get: operations["listPromptTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/global/getModelsPromptList": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Model prompts
         * @description Spec 1 §7.1 ("model prompts"; params not shown). Templates of the model (fashion style) categories, used by the fashion factory outfit step (spec 3 §2.5).
         */
        get: operations["getModelsPromptList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/global/getFunction/{key}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Function info and its cost in points
         * @description Spec 1 §7.1; serves "Points by function key" and "Points cost for feature 'descImageGeneration'" of spec 3 §7 (data.points). Unknown key → 404.
         */
        get: operations["getFunction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/promptList": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Prompt groups of a category
         * @description Spec 3 §7 (category_id, type 0 image / 1 video, show_type). Marketing template groups and video animation effects (models[0] default preview, models[1] hover preview).
         */
        get: operations["listCategoryPrompts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/global/category": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Category tree
         * @description Spec 1 §7.1 and §7.3 (categories load on page load; a second call with filter_type=1
         *     collects every style category id). Also serves "category list" of spec 2 §7 and "Category
         *     list for the picker" of spec 3 §7. Two levels; children carry attributes.
         */
        get: operations["getCategoryTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/getNames": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Category names (style categories)
         * @description Spec 1 §7.1; serves "Categories with filter_type=1" of spec 3 §7 (names; the client strips the 'Model-' or 'Models-' prefix and drops the first entry).
         */
        get: operations["getCategoryNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/list": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Category list (administration and pickers)
         * @description Spec 3 §7 (optional filter_type=1).
         */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/update": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update a category
         * @description Spec 3 §7 (payload not shown; chosen here). Without category_id a category is created (under parent_id when given). Operator only (403 for a caller who is not an admin).
         */
        post: operations["updateCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/delete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a category
         * @description Spec 3 §7 (payload not shown; chosen here). Unknown id → 404. Operator only (403 for a caller who is not an admin).
         */
        post: operations["deleteCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/updateAttr": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update a category attribute
         * @description Spec 3 §7 (payload not shown; chosen here). Without attribute_id the attribute is added. Operator only (403 for a caller who is not an admin).
         */
        post: operations["updateCategoryAttribute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/updatePrompt": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update a prompt template of a category
         * @description Spec 3 §7 (payload not shown; chosen here). Without prompt_id the template is created. Operator only (403 for a caller who is not an admin).
         */
        post: operations["updateCategoryPrompt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/upload": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image
         * @description Spec 1 §7.1, spec 2 §7, spec 3 §7 (multipart: file, type, category_id). type `models` with
         *     category_id 20 for model images; `upload` (default) otherwise, category 22 by default for
         *     inspiration. Only image/* files (400 otherwise).
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/analyzeCategory": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Detect the category of a product picture
         * @description Spec 3 §7 and §4.2 (file → data {category_id, children {category_id}}). Deterministic in the mock.
         */
        post: operations["analyzeCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/upload2Record": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a picture (or reuse an image) as a marketing source record
         * @description Spec 3 §7 (form: file, type, category_id, or image_id → data.image_id). Either `file` or `image_id` is required.
         */
        post: operations["uploadToRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/getVideoModelTypes": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Video models
         * @description Spec 3 §7. The client hides models labelled runway or pollo seedance lite (spec 3 §5).
         */
        get: operations["getVideoModelTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/createVideo": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a video generation
         * @description Spec 3 §7 (image_id, modelType, api_platform fixed, prompt_id, prompt → record_id in data or top level). Costs the points of `videoShowGeneration`; 402 when too low.
         */
        post: operations["createVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a video to an image
         * @description Spec 1 §7.2 (payload not shown; chosen here). Operator only (403 for a caller who is not an admin).
         */
        post: operations["adminCreateVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video/createGroup": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach several videos to an image
         * @description Spec 1 §7.2 (payload not shown; chosen here). Operator only (403 for a caller who is not an admin).
         */
        post: operations["adminCreateVideoGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/levelList": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * VIP plans
         * @description Spec 2 §7 "plan list", spec 3 §7 "VIP list". Monthly and yearly plans (billingCycle 3 = yearly), free plans (price 0) and advisor plans (negative price).
         */
        get: operations["listVipPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/checkVipStatus/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * May the user buy this plan level?
         * @description Spec 2 §7 "vip check", spec 3 §5 (eligibility by level checked before paying). `id` is the plan level.
         */
        get: operations["checkVipStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/createOrder": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a VIP plan order
         * @description Spec 2 §7 (level, channel 2) and spec 3 §7 (channel 4 → price, currency, paymentInfo with client_secret, orderId). The order starts WAIT_PAY.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/createMakingOrder": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a production (making) order
         * @description Spec 2 §7 (productId, count, channel 2, price) and spec 3 §7 (channel 4). Paying it moves the product to in production (3).
         */
        post: operations["createMakingOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/{orderId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Order status
         * @description Spec 2 §7 "order status" (paymentStatus, paymentMsg), spec 3 §4.4 and §7 (WAIT_PAY, PAYED, FAIL; polled every 2 s).
         */
        get: operations["getOrderStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/cancel/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Cancel an order
         * @description Spec 2 §7 "cancel order", spec 3 §7 (code, message). Closes a WAIT_PAY order (payment status 3 closed); 409 when already paid.
         */
        get: operations["cancelOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/telemetry": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Field metrics and error reports (a beacon)
         * @description A batch of reports from one page load, sent with `navigator.sendBeacon` when the page is hidden or
         *     left, when 20 reports are waiting, or 5 s after the first one. The body is the JSON `TelemetryBatch` sent as
         *     `text/plain` (a beacon cannot set another type without a CORS preflight it cannot make), without the
         *     bearer token: reports belong to a page load (`page`, a random id), not to a user. The client never puts
         *     tokens, prompts, query strings, e-mail addresses or request bodies in a report. The answer is ignored
         *     (beacons cannot read it); a collector should answer quickly and may drop what it does not understand.
         */
        post: operations["sendTelemetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/list": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * All images (administration)
         * @description Spec 1 §7.2 (payload not shown; chosen here). Operator only (403 for a caller who is not an admin).
         */
        get: operations["adminListImages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/update": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update an image
         * @description Spec 1 §7.2 (payload not shown; chosen here). Only the fields sent change. Operator only (403 for a caller who is not an admin).
         */
        post: operations["adminUpdateImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/delDescImage": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a related (description) image
         * @description Spec 1 §7.2 (payload not shown; chosen here). `image_id` is the related image's id. Operator only (403 for a caller who is not an admin).
         */
        post: operations["adminDeleteDescImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/setUse": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show or hide an image in the gallery
         * @description Spec 1 §7.2 (payload not shown; chosen here). Operator only (403 for a caller who is not an admin).
         */
        post: operations["adminSetImageUse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/setMain": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose the main image of a gallery item
         * @description Spec 1 §7.2 (payload not shown; chosen here). Flags `desc_image_id` as is_main in images_desc. Operator only (403 for a caller who is not an admin).
         */
        post: operations["adminSetMainImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an image
         * @description Spec 1 §7.2. Unknown id → 404. Operator only (403 for a caller who is not an admin).
         */
        delete: operations["adminDeleteImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/genImagesDescription": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a title and Markdown description from a prompt
         * @description Spec 1 §7.2 (sends a prompt asking for a short English title and a long Markdown description; answers JSON with title and description).
         */
        post: operations["generateImagesDescription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/reviewMaking": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cost assessment of a production request
         * @description Spec 1 §7.2 (payload not shown; chosen here). pass=true sets the costs and moves underReview (1) → reviewed (2); pass=false → dismiss (5). Operator only (403 for a caller who is not an admin).
         */
        post: operations["adminReviewMaking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/tracking": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record shipment tracking
         * @description Spec 1 §7.2 (payload not shown; chosen here). Moves inProduction (3) → dispatched (4). Operator only (403 for a caller who is not an admin).
         */
        post: operations["adminSetTracking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/reviewSell": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review a sell (pre-sale) application
         * @description Spec 1 §7.2 (payload not shown; chosen here). pass=true sets pre_sale_status 2 (onSale); false sets 5 (rejected). Operator only (403 for a caller who is not an admin).
         */
        post: operations["adminReviewSell"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/address": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Shipping address of a product
         * @description Spec 1 §7.2 (payload not shown; chosen here). The product's address; for its owner without one, the address they shipped to last (the saved address the production path prefills). 404 when there is none.
         */
        get: operations["adminGetProductAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Envelope code, integer or numeric string. 0 means success; see the error table in the document description.
         * @example 0
         * @example 0
         * @example 401
         */
        Code: number | string;
        /** @description The answer of every call. On /server `success` is present as well. */
        Envelope: {
            code: components["schemas"]["Code"];
            message: string;
            /** @description Present on the /server base; anything but true is a failure. */
            success?: boolean;
        };
        /** @description The /server envelope, which always carries `success`. */
        ServerEnvelope: components["schemas"]["Envelope"] & {
            success: boolean;
        };
        /** @description A failure. `code` is never 0; on /server `success` is false. */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            code?: unknown;
            /** @constant */
            success?: false;
            data: null;
        };
        /** @description One page load's reports (path `/telemetry`). */
        TelemetryBatch: {
            /**
             * @description Format version.
             * @constant
             */
            v: 1;
            /** @description Random id of the page load; no user id. */
            page: string;
            /** @description Share of page loads that report. */
            sampleRate?: number;
            events: (components["schemas"]["TelemetryVital"] | components["schemas"]["TelemetryError"] | components["schemas"]["TelemetryRequest"])[];
        };
        /** @description A web-vitals metric of the page load (web-vitals library; values in ms, CLS unitless). */
        TelemetryVital: {
            /** @constant */
            type: "vital";
            /** @enum {unknown} */
            name: "LCP" | "INP" | "CLS" | "TTFB" | "FCP";
            value: number;
            /** @enum {unknown} */
            rating: "good" | "needs-improvement" | "poor";
            route: components["schemas"]["TelemetryRoute"];
            /** @description navigate, reload, back-forward, prerender… */
            navigation?: string;
            at: components["schemas"]["TelemetryTime"];
        };
        /** @description An uncaught error or an unhandled promise rejection. */
        TelemetryError: {
            /** @constant */
            type: "error";
            /** @enum {unknown} */
            kind: "error" | "rejection";
            message: string;
            /** @description Script path (no query) where it was thrown. */
            source?: string;
            line?: number;
            column?: number;
            /** @description At most 8 frames, script paths without queries. */
            stack?: string;
            route: components["schemas"]["TelemetryRoute"];
            at: components["schemas"]["TelemetryTime"];
            /** @description Times the same error was seen before this report. */
            count: number;
        };
        /** @description A failed call to the backend (HTTP error, error envelope, no answer); never its body or query. */
        TelemetryRequest: {
            /** @constant */
            type: "request";
            method: string;
            /** @description The call's path without its query, e.g. /api/user/info. */
            path: string;
            /** @description HTTP status; 0 when no answer came (network error, timeout). */
            status: number;
            /** @description Envelope code (-1 when there was no envelope). */
            code: number;
            message?: string;
            route: components["schemas"]["TelemetryRoute"];
            at: components["schemas"]["TelemetryTime"];
        };
        /** @description The app's path when it happened (location.pathname; never the query, where prompts travel). */
        TelemetryRoute: string;
        /** @description Milliseconds since the page load started (performance.now()). */
        TelemetryTime: number;
        /** @description Success without payload. */
        EmptyResponse: components["schemas"]["Envelope"] & {
            data: null;
        };
        ServerEmptyResponse: components["schemas"]["ServerEnvelope"] & {
            data: null;
        };
        AuthSessionResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["AuthSession"];
        };
        GalleryPageResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["GalleryPage"];
        };
        CreatedRecordResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["CreatedRecord"];
        };
        CategoryTreeResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["CategoryNode"][];
        };
        ProductResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Product"];
        };
        ServerProductResponse: components["schemas"]["ServerEnvelope"] & {
            data: components["schemas"]["Product"];
        };
        PaymentOrderResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["PaymentOrder"];
        };
        VerificationRequest: {
            /** Format: email */
            email: string;
        };
        RegisterRequest: {
            /** Format: email */
            email: string;
            password: string;
            code: string;
        };
        LoginRequest: {
            /** Format: email */
            email: string;
            password: string;
        };
        GoogleLoginRequest: {
            /** @description Google OAuth access token (scopes openid, profile, email). */
            accessToken: string;
        };
        /** @description Step 1 sends only `email`; step 2 sends `email`, `code` and the new `password`. */
        ForgetPasswordRequest: {
            /** Format: email */
            email: string;
            code?: string;
            password?: string;
        };
        ChangePasswordWithCodeRequest: {
            /** Format: email */
            email: string;
            code: string;
            password: string;
        };
        ChangePasswordRequest: {
            oldPassword: string;
            newPassword: string;
        };
        AuthSession: {
            /** @description Stored by the client in the accessToken cookie. */
            accessToken: string;
            /** @description Stored by the client in the refreshToken cookie. */
            refreshToken: string;
            userInfo: components["schemas"]["UserInfo"];
        };
        UserInfo: {
            user_id?: number;
            username: string;
            /** Format: email */
            email: string;
            /** @description VIP plan level (0 = free). */
            level: number;
            avatar?: string | null;
            /**
             * @description Operator role; `admin` may open the admin area and call the operator-only operations. Missing means `user`.
             * @enum {string}
             */
            role?: "user" | "admin";
        };
        Points: {
            /** @description Credits left. */
            points: number;
            /** @description Credits granted in the current period. */
            total: number;
        };
        /**
         * @description Function (feature) keys that cost points.
         * @enum {string}
         */
        FunctionKey: "imageGeneration" | "imageChat" | "descImageGeneration" | "videoShowGeneration";
        FunctionInfo: {
            key: components["schemas"]["FunctionKey"];
            name?: string;
            /** @description Cost of one generation in credits. */
            points: number;
        };
        /**
         * @description Image source type: 0 server, 1 sprouting, 2 ai_task, 3 desc, 4 scenario, 5 upload, 6 models, 9 other.
         * @enum {integer}
         */
        ImageSourceType: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 9;
        /**
         * @description Category filter type; 1 = style (model) categories, 0 = ordinary.
         * @enum {integer}
         */
        FilterType: 0 | 1;
        /**
         * @description Category / template type: 0 image, 1 video.
         * @enum {integer}
         */
        CategoryType: 0 | 1;
        /**
         * @description Show type: 0 product_show, 1 sense_show.
         * @enum {integer}
         */
        ShowType: 0 | 1;
        /**
         * @description Gallery tab kinds (spec 1 §3).
         * @enum {string}
         */
        GalleryTab: "creations" | "likes" | "product" | "inspiration" | "model";
        /** @enum {string} */
        AspectRatio: "1:1" | "16:9" | "4:3" | "3:2" | "9:16" | "3:4" | "2:3";
        VideoRef: {
            video_id?: number;
            path: string;
            name?: string | null;
            width?: number | null;
            height?: number | null;
        };
        /** @description A related image of a gallery item (images_desc entry). */
        ImageDesc: {
            image_id: number;
            is_main?: boolean;
            /** @description Where the related image came from. Marketing's results say which tab made them: 3 (desc) for Static (product show, showType 0), 4 (scenario) for Try-On (sense show, showType 1), so each tab lists its own outputs. */
            type?: components["schemas"]["ImageSourceType"];
            name?: string | null;
            path: string;
            video?: components["schemas"]["VideoRef"] | null;
            width?: number | null;
            height?: number | null;
            videos?: components["schemas"]["VideoRef"][];
        };
        CategoryRef: {
            category_id: number;
            name?: string;
            filter_type?: components["schemas"]["FilterType"];
        };
        ImageDescription: {
            title: string;
            /** @description Markdown. */
            description: string;
        };
        GalleryImage: {
            image_id: number;
            prompt_id?: number | null;
            path: string;
            /** Format: date-time */
            create_time?: string;
            name?: string | null;
            prompt?: string | null;
            /** @description Title and Markdown description, as an object or its JSON text. */
            description?: components["schemas"]["ImageDescription"] | string | null;
            product_link?: string | null;
            author?: string | null;
            width?: number;
            height?: number;
            type?: components["schemas"]["ImageSourceType"];
            /** @description Non-zero pins the item (spec 1 §2.3). */
            sort?: number;
            isLike: boolean;
            likeNum: number;
            images_desc?: components["schemas"]["ImageDesc"][];
            category?: components["schemas"]["CategoryRef"] | null;
            videos?: components["schemas"]["VideoRef"][];
            video?: components["schemas"]["VideoRef"] | null;
            product?: components["schemas"]["Product"] | null;
            batch_id?: string | null;
        };
        /** @description The generating task of an image (spec 2 §3 "Record task"). */
        RecordTaskInfo: {
            result?: {
                /** @description Product name shown on /tools/info. */
                action?: string | null;
                /** Format: date-time */
                finishTime?: string | null;
            };
            params?: {
                prompt?: string | null;
                ar?: components["schemas"]["AspectRatio"];
                attributes?: components["schemas"]["NameValue"][];
            };
        };
        /** @description Image detail (spec 2 §3, spec 3 §3). */
        ImageDetail: components["schemas"]["GalleryImage"] & {
            record_task?: components["schemas"]["RecordTaskInfo"] | null;
        };
        NameValue: {
            name: string;
            value: string;
        };
        CustomFilterCondition: {
            /** @description Image field, e.g. type or category.filter_type. */
            field: string;
            /** @enum {string} */
            operator: "=";
            value: number | string;
        };
        /** @description A filter tree (spec 1 §7.3). */
        CustomFilter: {
            /** @enum {string} */
            logic: "AND" | "OR";
            conditions: (components["schemas"]["CustomFilterCondition"] | components["schemas"]["CustomFilter"])[];
        };
        /** @enum {string} */
        SortMode: "rand" | "time";
        /** @enum {string} */
        ExploreTab: "all" | "styles" | "images";
        /** @description Explore filter (spec 1 §3, §7.3). */
        GalleryListRequest: {
            /** @default 1 */
            current: number;
            /** @default 40 */
            pageSize: number;
            keyword?: string;
            name?: string;
            q?: string;
            /** @description Comma-joined category ids. */
            category_id?: string;
            filter_type?: components["schemas"]["FilterType"];
            /** @description Image source type(s): a number or a comma list such as "6,0". */
            type?: string | number;
            sort?: components["schemas"]["SortMode"];
            tabType?: components["schemas"]["ExploreTab"];
            custom?: components["schemas"]["CustomFilter"];
        };
        GalleryPage: {
            list: components["schemas"]["GalleryImage"][];
            current: number;
            pageSize: number;
            total: number;
        };
        SetLikeRequest: {
            image_id: number;
            isLike: boolean;
        };
        LikeState: {
            image_id: number;
            isLike: boolean;
            likeNum: number;
        };
        ImageIdRequest: {
            image_id: number;
        };
        InspirationItem: {
            id: number;
            image_id?: number;
            /** @enum {string} */
            type: "image" | "video";
            path: string;
            parent_path?: string | null;
            parent_image_id?: number | null;
            batch_id?: string | null;
            parent_batch_id?: string | null;
            /**
             * @description "1" opens the modeling page (spec 2 §2).
             * @enum {unknown}
             */
            filter_type?: "0" | "1" | 0 | 1;
            /** Format: date-time */
            create_time?: string;
            /** Format: date-time */
            update_time?: string;
        };
        InspirationGroup: {
            /** Format: date */
            date_group: string;
            items: components["schemas"]["InspirationItem"][];
        };
        InspirationPage: {
            list: components["schemas"]["InspirationGroup"][];
            current: number;
            pageSize: number;
            total: number;
        };
        /**
         * @description Status of a generation record or task as the backend sends it. Running: begin, create,
         *     CREATE, BEGIN, progress, PROGRESS, IN_PROGRESS, pending, processing. Terminal: success,
         *     SUCCESS, failure, FAILURE, failed, cancel, CANCEL. The client normalises case once.
         * @enum {string}
         */
        TaskStatus: "create" | "CREATE" | "begin" | "BEGIN" | "progress" | "PROGRESS" | "IN_PROGRESS" | "pending" | "processing" | "success" | "SUCCESS" | "failure" | "FAILURE" | "failed" | "cancel" | "CANCEL";
        /**
         * @description 1 Inspiration, 2 Marketing, 3 Fashion Style.
         * @enum {integer}
         */
        TaskCountType: 1 | 2 | 3;
        /** @enum {string} */
        ImageModel: "gemini-2.5-flash-image" | "gpt-image-1" | "gpt-4o-image-generation";
        /** @description What the record was created from. */
        GenerationParams: {
            prompt?: string | null;
            ar?: components["schemas"]["AspectRatio"];
            image_ids?: number[];
            category_id?: number | null;
            attributes?: components["schemas"]["NameValue"][];
            image_id?: number | null;
            prompt_id?: number | null;
            images?: string[];
            modelType?: string | null;
            model?: string | null;
            /** @description Marketing's tab (spec 3 §7 product-image generation) — 0 Static, 1 Try-On; null for other records. */
            showType?: components["schemas"]["ShowType"] | null;
        };
        /** @description One output; video fields are present for video records. */
        GenerationResult: {
            image_id: number;
            path: string;
            isLike?: boolean;
            width?: number;
            height?: number;
            video_id?: number;
            video_path?: string;
            image_path?: string;
        };
        RecordTask: {
            task_id: string;
            status: components["schemas"]["TaskStatus"];
            failReason?: string | null;
            description?: string | null;
            /** @description Percentage, or a failure text on some failed tasks. */
            progress?: number | string | null;
            properties?: {
                reason?: string | null;
                message?: string | null;
                /** @description True when moderation rejected the output. */
                is_output_rejection?: boolean;
            };
        };
        GenerationRecord: {
            record_id: string;
            batch_id?: string | null;
            status: components["schemas"]["TaskStatus"];
            progress: number;
            function: {
                key: components["schemas"]["FunctionKey"];
            };
            params: components["schemas"]["GenerationParams"];
            result: components["schemas"]["GenerationResult"][];
            record_tasks: components["schemas"]["RecordTask"][];
            error?: {
                message: string;
            } | null;
            message?: string | null;
            /** Format: date-time */
            create_time: string;
            /** Format: date-time */
            finish_time?: string | null;
        };
        HistoryPage: {
            list: components["schemas"]["GenerationRecord"][];
            current: number;
            pageSize: number;
            total: number;
        };
        /** @description Spec 2 §3 "Generation request". Prompt or at least one image is required. */
        ImageGenerationRequest: {
            prompt?: string;
            ar?: components["schemas"]["AspectRatio"];
            image_ids?: number[];
            /** @description The chosen child category. */
            category_id: number;
            attributes?: components["schemas"]["NameValue"][];
        };
        /**
         * @description One description-image task (spec 3 §3 "Description-image task request"; spec 2 §3
         *     "Vary/upscale submission" adds api_platform and function_key).
         */
        DescImageRequest: {
            image_id: number;
            prompt_id?: number | null;
            model: components["schemas"]["ImageModel"];
            prompt: string;
            /** @description Paths of clothing or reference pictures. */
            images?: string[];
            showType?: components["schemas"]["ShowType"];
            batch_id?: string;
            /** @example 302AI */
            api_platform?: string;
            function_key?: components["schemas"]["FunctionKey"];
            /** @description Aspect ratio of the result; the try-on dialog sends its picker's value (spec 1 §9, default 9:16). */
            ar?: components["schemas"]["AspectRatio"];
        };
        CreatedRecord: {
            record_id: string;
            batch_id?: string | null;
        };
        BatchTask: {
            batch_id: string;
            record_id: string;
        };
        BatchCreated: {
            tasks: components["schemas"]["BatchTask"][];
        };
        ImageActionInfo: {
            image_id: number;
            parent_image_id?: number | null;
            record_id?: string | null;
            batch_id?: string | null;
            function_key?: components["schemas"]["FunctionKey"] | null;
            action?: string | null;
        };
        /**
         * @description Status of a client-side pending task (spec 3 §3); not sent by the backend.
         * @enum {string}
         */
        LocalPendingTaskStatus: "pending" | "processing" | "failed";
        /**
         * @description 0 produceNow, 1 underReview, 2 reviewed, 3 inProduction, 4 dispatched, 5 dismiss, 6 closed.
         * @enum {integer}
         */
        ProductionStatus: 0 | 1 | 2 | 3 | 4 | 5 | 6;
        /**
         * @description 0 submit_to_pre_sale, 1 underReview, 2 onSale, 3 offSale, 5 rejected.
         * @enum {integer}
         */
        PreSaleStatus: 0 | 1 | 2 | 3 | 5;
        /**
         * @description 0 wait pay, 1 paid, 2 refund, 3 closed, 4 approved, 5 fail.
         * @enum {integer}
         */
        PaymentStatus: 0 | 1 | 2 | 3 | 4 | 5;
        /**
         * @description Metal or material options (spec 1 §3).
         * @enum {string}
         */
        Material: "Silver" | "Copper" | "Yellow Gold" | "alloy" | "Rose Gold" | "Platinum" | "gold plating" | "Stainless Steel" | "18K Gold" | "925 silver" | "Natural crystals";
        Supplier: {
            name: string;
            desc?: string | null;
        };
        ShippingAddress: {
            firstName: string;
            lastName: string;
            address1: string;
            city: string;
            province: string;
            zip: string;
            country: string;
            phone: string;
        };
        Tracking: {
            carrier: string;
            tracking_number: string;
        };
        Product: {
            product_id: number;
            image_id: number;
            production_status: components["schemas"]["ProductionStatus"];
            pre_sale_status?: components["schemas"]["PreSaleStatus"] | null;
            payment_status?: components["schemas"]["PaymentStatus"] | null;
            sampling_cost?: number | null;
            sampling_price?: number | null;
            /** @description Alias of sampling_price sent by some backends (spec 3 §3). */
            sampling_prices?: number | null;
            sampling_count?: number | null;
            suggested_selling_price?: number | null;
            origin_price?: number | null;
            selling_price?: number | null;
            people_number?: number | null;
            title?: string | null;
            /** @description Comma-joined materials. */
            material?: string | null;
            story?: string | null;
            supplier?: components["schemas"]["Supplier"] | null;
            address?: components["schemas"]["ShippingAddress"] | null;
            tracking?: components["schemas"]["Tracking"] | null;
            review_reason?: string | null;
            /** @description The note to the maker sent with the production application (ApplyMakingRequest.description). */
            description?: string | null;
            /** @description What the paid making order charged, service fee included (the order's price); null before payment. The order status page shows it as the total paid, so it never contradicts the receipt. */
            paid_amount?: number | null;
            /** @description The currency of paid_amount. */
            paid_currency?: components["schemas"]["Currency"] | null;
        };
        ProductInfo: {
            image_id: number;
            path: string;
            product: components["schemas"]["Product"] | null;
        };
        ApplyReviewRequest: {
            image_id: number;
            apply: boolean;
        };
        ApplyMakingRequest: {
            image_id: number;
            address: components["schemas"]["ShippingAddress"];
            /** @description The note to the maker (sizes, materials, finishes) written in the cost page's Description (spec 3 §2.8); sent with the production application and kept on the product. Optional. */
            description?: string;
        };
        /** @description Spec 2 §3 "Sell application", spec 3 §3 "Pre-sale submission". */
        SellApplication: {
            image_id: number;
            selling_price: string;
            /** @enum {string} */
            people_number: "30" | "40" | "50" | "60";
            title: string;
            /** @description Comma-joined Material values. */
            material: string;
            story?: string;
            sampling_price?: string;
        };
        IncomeEstimateRequest: {
            selling_price: string;
            /** @description Taken from sampling_price. */
            origin_price: string;
            people_number: number;
        };
        IncomeEstimate: {
            origin_price: number;
            /** @description Creator income per item sold. */
            oneIncome: number;
            totalIncome: number;
            /** @description Service share (0.3). */
            commissionRate: number;
            serverCommission: number;
            income: number;
        };
        ReviewMakingRequest: {
            product_id: number;
            pass: boolean;
            sampling_cost?: number;
            sampling_price?: number;
            suggested_selling_price?: number;
            supplier?: components["schemas"]["Supplier"];
            reason?: string;
        };
        ReviewSellRequest: {
            product_id: number;
            pass: boolean;
            reason?: string;
        };
        TrackingRequest: {
            product_id: number;
            carrier: string;
            tracking_number: string;
        };
        /** @enum {string} */
        OrderStatus: "WAIT_PAY" | "PAYED" | "FAIL";
        /**
         * @default USD
         * @enum {string}
         */
        Currency: "USD" | "CNY";
        /**
         * @description 2 for production path orders (spec 2 §9), 4 for card orders (spec 3 §9).
         * @enum {integer}
         */
        PaymentChannel: 2 | 4;
        /**
         * @description 3 = yearly; 1 = monthly (any value other than 3 is treated as monthly).
         * @enum {integer}
         */
        BillingCycle: 1 | 3;
        PlanFeature: {
            id: number;
            enabled: boolean;
            description: string;
        };
        VipPlan: {
            id: number;
            level_id?: number;
            level: number;
            name: string;
            description?: string | null;
            discount?: number | null;
            /** @description 0 = Free; negative = Exclusive Advisor. */
            price: number;
            discountPrice?: number | null;
            currency: components["schemas"]["Currency"];
            billingCycle: components["schemas"]["BillingCycle"];
            button?: string | null;
            /** @description Path of a QR image. */
            buttonDetail?: string | null;
            content: components["schemas"]["PlanFeature"][];
        };
        VipEligibility: {
            level: number;
            currentLevel?: number;
            eligible: boolean;
            message?: string | null;
        };
        CreateOrderRequest: {
            level: number;
            /** @description The chosen plan's own id (VipPlan.level_id); tells a monthly and a yearly plan of one level apart. */
            level_id?: number;
            channel: components["schemas"]["PaymentChannel"];
        };
        CreateMakingOrderRequest: {
            productId: number;
            count: number;
            channel: components["schemas"]["PaymentChannel"];
            price: number;
        };
        PaymentOrder: {
            orderId: string;
            paymentId: string;
            price: number;
            currency: components["schemas"]["Currency"];
            /** @description JSON text holding client_secret, e.g. {"client_secret":"pi_..._secret_..."}. */
            paymentInfo: string;
            paymentStatus: components["schemas"]["OrderStatus"];
            paymentMsg?: string | null;
        };
        OrderStatusResult: {
            orderId: string;
            paymentStatus: components["schemas"]["OrderStatus"];
            status?: components["schemas"]["PaymentStatus"];
            paymentMsg?: string | null;
        };
        CategoryAttribute: {
            attribute_id: number;
            name: string;
            values: string[];
        };
        CategoryChild: {
            category_id: number;
            name: string;
            parent_id?: number;
            filter_type?: components["schemas"]["FilterType"];
            attributes?: components["schemas"]["CategoryAttribute"][];
        };
        CategoryNode: {
            category_id: number;
            name: string;
            parent_id?: number | null;
            filter_type?: components["schemas"]["FilterType"];
            type?: components["schemas"]["CategoryType"];
            show_type?: components["schemas"]["ShowType"];
            children: components["schemas"]["CategoryChild"][];
        };
        CategoryName: {
            category_id: number;
            name: string;
        };
        CategoryIdRequest: {
            category_id: number;
        };
        CategoryUpdateRequest: {
            category_id?: number;
            name: string;
            parent_id?: number | null;
            filter_type?: components["schemas"]["FilterType"];
            type?: components["schemas"]["CategoryType"];
            show_type?: components["schemas"]["ShowType"];
        };
        CategoryAttributeUpdateRequest: {
            category_id: number;
            attribute_id?: number;
            name: string;
            values: string[];
        };
        TemplateModel: {
            model_id: number;
            image_id?: number | null;
            path: string;
            name?: string | null;
        };
        PromptTemplate: {
            prompt_id: number;
            name: string;
            description?: string | string[] | null;
            category_id?: number | null;
            type?: components["schemas"]["CategoryType"];
            show_type?: components["schemas"]["ShowType"];
            models: components["schemas"]["TemplateModel"][];
        };
        PromptListPage: {
            list: components["schemas"]["PromptTemplate"][];
            page: number;
            pageSize: number;
            total: number;
        };
        PromptTemplateUpdateRequest: {
            prompt_id?: number;
            category_id: number;
            name: string;
            description?: string | string[];
            type?: components["schemas"]["CategoryType"];
            show_type?: components["schemas"]["ShowType"];
            models?: components["schemas"]["TemplateModel"][];
        };
        VideoModelType: {
            label: string;
            value: string;
        };
        CreateVideoRequest: {
            image_id: number;
            modelType: string;
            api_platform?: string;
            prompt_id?: number | null;
            prompt: string;
        };
        /**
         * @description `upload` (default) or `models` for model/avatar images.
         * @enum {string}
         */
        UploadType: "upload" | "models";
        UploadRequest: {
            /** Format: binary */
            file: string;
            type?: components["schemas"]["UploadType"];
            /** @description 20 for model upload, 22 default for inspiration. */
            category_id?: number;
            /** @description Also keep the pictures as products of the user's asset library (`GET /image/self?type=inspiration`, newest first), as uploads made to choose products for a batch are (issue 45 §1 "picks up to 20 products from the asset library or a multi-upload"). Sent as the form field `true`; default false. */
            library?: boolean;
        };
        AnalyzeCategoryRequest: {
            /** Format: binary */
            file: string;
        };
        /** @description Either `file` (with type and category_id) or `image_id`. */
        UploadToRecordRequest: {
            /** Format: binary */
            file?: string;
            type?: components["schemas"]["UploadType"];
            category_id?: number;
            image_id?: number;
        };
        UploadResult: {
            path: string;
            image_id: number;
        };
        AnalyzeCategoryResult: {
            category_id: number;
            name?: string;
            children: {
                category_id: number;
                name?: string;
            };
        };
        AdminImageUpdateRequest: {
            image_id: number;
            name?: string;
            prompt?: string;
            category_id?: number;
            sort?: number;
            product_link?: string;
            description?: components["schemas"]["ImageDescription"];
        };
        AdminSetUseRequest: {
            image_id: number;
            is_use: boolean;
        };
        AdminSetMainRequest: {
            image_id: number;
            desc_image_id: number;
        };
        AdminCreateVideoRequest: {
            image_id: number;
            path: string;
            name?: string;
            width?: number;
            height?: number;
        };
        AdminCreateVideoGroupRequest: {
            image_id: number;
            videos: {
                path: string;
                name?: string;
            }[];
        };
        GenImagesDescriptionRequest: {
            prompt: string;
            image_id?: number;
        };
    };
    responses: {
        /**
         * @description Error envelope (`code` ≠ 0, `data` null). Codes: 400 bad request, 401 unauthorized,
         *     402 not enough credits, 403 forbidden, 404 not found, 409 conflict, 500 server failure.
         */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /**
         * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
         *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
         *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
         *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
         *     (`category_name`) is accepted in either language. Any other value is read as
         *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
         *     browser's own header, such as `en-US,en;q=0.9`.
         */
        AcceptLanguage: string;
        /** @description 1-based page number. */
        Current: number;
        /** @description Items per page. */
        PageSize: number;
        ImageIdQuery: number;
        RecordIdQuery: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    sendVerificationCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "new.user@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["VerificationRequest"];
            };
        };
        responses: {
            /** @description Code sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "Verification code sent to new.user@example.com (mock code: 123456)",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "new.user@example.com",
                 *       "password": "Secret123!",
                 *       "code": "123456"
                 *     }
                 */
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Account created, session tokens returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "accessToken": "eyJhbGciOiJIUzI1NiJ9.new",
                     *         "refreshToken": "eyJhbGciOiJIUzI1NiJ9.refresh",
                     *         "userInfo": {
                     *           "user_id": 2,
                     *           "username": "new.user",
                     *           "email": "new.user@example.com",
                     *           "level": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AuthSessionResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "demo@example.com",
                 *       "password": "Demo1234!"
                 *     }
                 */
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "accessToken": "eyJhbGciOiJIUzI1NiJ9.demo",
                     *         "refreshToken": "eyJhbGciOiJIUzI1NiJ9.refresh",
                     *         "userInfo": {
                     *           "user_id": 1,
                     *           "username": "demo",
                     *           "email": "demo@example.com",
                     *           "level": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AuthSessionResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    googleLogin: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "accessToken": "ya29.a0AfB_example"
                 *     }
                 */
                "application/json": components["schemas"]["GoogleLoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "accessToken": "eyJhbGciOiJIUzI1NiJ9.google",
                     *         "refreshToken": "eyJhbGciOiJIUzI1NiJ9.refresh",
                     *         "userInfo": {
                     *           "user_id": 3,
                     *           "username": "google.user",
                     *           "email": "google.user@example.com",
                     *           "level": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AuthSessionResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    forgetPassword: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "demo@example.com",
                 *       "code": "123456",
                 *       "password": "NewSecret1!"
                 *     }
                 */
                "application/json": components["schemas"]["ForgetPasswordRequest"];
            };
        };
        responses: {
            /** @description Code sent (step 1) or password reset (step 2). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "Password has been reset",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    changePasswordWithCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "demo@example.com",
                 *       "code": "123456",
                 *       "password": "NewSecret1!"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePasswordWithCodeRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "Password changed",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "oldPassword": "Demo1234!",
                 *       "newPassword": "NewSecret1!"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "Password changed",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getUserInfo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description User info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "user_id": 1,
                     *         "username": "demo",
                     *         "email": "demo@example.com",
                     *         "level": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UserInfo"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getUserPoints: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Points balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "points": 480,
                     *         "total": 500
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Points"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getUserHistory: {
        parameters: {
            query?: {
                /** @description Comma-separated function keys. */
                function_key?: string;
                /** @description 1-based page number. */
                current?: components["parameters"]["Current"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only records whose params.image_id is this image (marketing and modeling history strips, spec 3 §4.1). */
                image_id?: number;
                /** @description `all` lists every user's records (operator only: 403 for a caller who is not an admin); `own` (default) the caller's. */
                scope?: "own" | "all";
                /** @description `running` (create, begin, progress and their variants) or `failed` (failure, failed, cancel); all when missing. */
                status?: "running" | "failed";
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of generation records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HistoryPage"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    listGalleryImages: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current": 1,
                 *       "pageSize": 40,
                 *       "sort": "rand",
                 *       "type": "6,0",
                 *       "custom": {
                 *         "logic": "OR",
                 *         "conditions": [
                 *           {
                 *             "logic": "AND",
                 *             "conditions": [
                 *               {
                 *                 "field": "type",
                 *                 "operator": "=",
                 *                 "value": 0
                 *               },
                 *               {
                 *                 "field": "category.filter_type",
                 *                 "operator": "=",
                 *                 "value": 0
                 *               }
                 *             ]
                 *           },
                 *           {
                 *             "logic": "AND",
                 *             "conditions": [
                 *               {
                 *                 "field": "type",
                 *                 "operator": "=",
                 *                 "value": 6
                 *               },
                 *               {
                 *                 "field": "category.filter_type",
                 *                 "operator": "=",
                 *                 "value": 1
                 *               }
                 *             ]
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["GalleryListRequest"];
            };
        };
        responses: {
            /** @description A page of gallery images. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryPageResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getImageInfo: {
        parameters: {
            query: {
                image_id: components["parameters"]["ImageIdQuery"];
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image with its product and generating task. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ImageDetail"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getGlobalImageInfo: {
        parameters: {
            query: {
                image_id: components["parameters"]["ImageIdQuery"];
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ImageDetail"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    setLike: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1001,
                 *       "isLike": true
                 *     }
                 */
                "application/json": components["schemas"]["SetLikeRequest"];
            };
        };
        responses: {
            /** @description Like state after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "image_id": 1001,
                     *         "isLike": true,
                     *         "likeNum": 13
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LikeState"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    listOwnImages: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                current?: components["parameters"]["Current"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Which list (spec 1 §3 gallery tab kinds). Default creations. */
                type?: components["schemas"]["GalleryTab"];
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of images. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryPageResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getUserCreations: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                current?: components["parameters"]["Current"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of images. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryPageResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getUserInspiration: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                current?: components["parameters"]["Current"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of date groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "current": 1,
                     *         "pageSize": 6,
                     *         "total": 1,
                     *         "list": [
                     *           {
                     *             "date_group": "2026-11-21",
                     *             "items": [
                     *               {
                     *                 "id": 5001,
                     *                 "image_id": 5001,
                     *                 "type": "image",
                     *                 "path": "/contract-media/wool-coat.jpg",
                     *                 "parent_path": "/contract-media/sapphire-pear-ring.jpg",
                     *                 "parent_image_id": 1001,
                     *                 "batch_id": null,
                     *                 "parent_batch_id": null,
                     *                 "filter_type": "0",
                     *                 "create_time": "2026-11-21T09:12:00Z",
                     *                 "update_time": "2026-11-21T09:12:30Z"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["InspirationPage"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    createImageGeneration: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "prompt": "A rose gold ring with a pear-cut sapphire, studio light",
                 *       "ar": "1:1",
                 *       "image_ids": [
                 *         2001
                 *       ],
                 *       "category_id": 12,
                 *       "attributes": [
                 *         {
                 *           "name": "Material",
                 *           "value": "Rose Gold"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ImageGenerationRequest"];
            };
        };
        responses: {
            /** @description Record created; poll it with `getTask`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "Task submitted",
                     *       "data": {
                     *         "record_id": "rec_7f3a9c",
                     *         "batch_id": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedRecordResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTask: {
        parameters: {
            query: {
                record_id: components["parameters"]["RecordIdQuery"];
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GenerationRecord"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getImageActionInfo: {
        parameters: {
            query: {
                image_id: components["parameters"]["ImageIdQuery"];
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Action info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "image_id": 5002,
                     *         "parent_image_id": 1001,
                     *         "record_id": "rec_7f3a9c",
                     *         "batch_id": null,
                     *         "function_key": "videoShowGeneration",
                     *         "action": "video"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ImageActionInfo"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    createDescImage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1001,
                 *       "prompt_id": 301,
                 *       "model": "gemini-2.5-flash-image",
                 *       "prompt": "Place the necklace on a marble table, soft morning light",
                 *       "images": [],
                 *       "showType": 0
                 *     }
                 */
                "application/json": components["schemas"]["DescImageRequest"];
            };
        };
        responses: {
            /** @description Record created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "Task submitted",
                     *       "data": {
                     *         "record_id": "rec_81b2d0",
                     *         "batch_id": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedRecordResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    createDescImages: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "image_id": 1001,
                 *         "model": "gemini-2.5-flash-image",
                 *         "prompt": "dress the clothes on the model",
                 *         "images": [
                 *           "/mock-media/upload/u-2001.png"
                 *         ]
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["DescImageRequest"][];
            };
        };
        responses: {
            /** @description Batch created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "success": true,
                     *       "data": {
                     *         "tasks": [
                     *           {
                     *             "batch_id": "bat_19c4e2",
                     *             "record_id": "rec_91aa01"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BatchCreated"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getTasksByBatchId: {
        parameters: {
            query: {
                batch_id: string;
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch's records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GenerationRecord"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    countTaskInProgress: {
        parameters: {
            query: {
                type: components["schemas"]["TaskCountType"];
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Number of running records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    retryTask: {
        parameters: {
            query: {
                task_id: string;
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Task resubmitted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "Retry successful, task resubmitted",
                     *       "data": {
                     *         "record_id": "rec_7f3a9c",
                     *         "batch_id": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedRecordResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getProductInfo: {
        parameters: {
            query: {
                image_id: components["parameters"]["ImageIdQuery"];
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Image path and product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ProductInfo"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    estimateIncome: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "selling_price": "45",
                 *       "origin_price": "15",
                 *       "people_number": 30
                 *     }
                 */
                "application/json": components["schemas"]["IncomeEstimateRequest"];
            };
        };
        responses: {
            /** @description Estimate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "origin_price": 15,
                     *         "oneIncome": 21,
                     *         "totalIncome": 630,
                     *         "commissionRate": 0.3,
                     *         "serverCommission": 270,
                     *         "income": 630
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["IncomeEstimate"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    applyMaking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1001,
                 *       "address": {
                 *         "firstName": "Ada",
                 *         "lastName": "Lovelace",
                 *         "address1": "1 Harbour Road",
                 *         "city": "Hong Kong",
                 *         "province": "Wan Chai",
                 *         "zip": "999077",
                 *         "country": "HK",
                 *         "phone": "+85212345678"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ApplyMakingRequest"];
            };
        };
        responses: {
            /** @description Application stored; the product is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    applySell: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1001,
                 *       "selling_price": "45",
                 *       "people_number": "30",
                 *       "title": "Sapphire Pear Ring",
                 *       "material": "Rose Gold,925 silver",
                 *       "story": "Inspired by morning dew.",
                 *       "sampling_price": "15"
                 *     }
                 */
                "application/json": components["schemas"]["SellApplication"];
            };
        };
        responses: {
            /** @description Application stored; the product is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    generateImageAiDescription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1001
                 *     }
                 */
                "application/json": components["schemas"]["ImageIdRequest"];
            };
        };
        responses: {
            /** @description Title and Markdown description. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "title": "Sapphire Pear Ring",
                     *         "description": "A **rose gold** band holding a pear-cut sapphire."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ImageDescription"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    applyReview: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1001,
                 *       "apply": true
                 *     }
                 */
                "application/json": components["schemas"]["ApplyReviewRequest"];
            };
        };
        responses: {
            /** @description The product after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    listPromptTemplates: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                current?: components["parameters"]["Current"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Only templates of this style category (by name, e.g. Model-Street). */
                category_name?: string;
                category_id?: number;
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PromptListPage"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getModelsPromptList: {
        parameters: {
            query?: {
                category_id?: number;
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Model prompt templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PromptTemplate"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getFunction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                key: components["schemas"]["FunctionKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Function info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "key": "descImageGeneration",
                     *         "name": "Product image",
                     *         "points": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["FunctionInfo"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    listCategoryPrompts: {
        parameters: {
            query?: {
                category_id?: number;
                type?: components["schemas"]["CategoryType"];
                show_type?: components["schemas"]["ShowType"];
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prompt groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PromptTemplate"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCategoryTree: {
        parameters: {
            query?: {
                filter_type?: components["schemas"]["FilterType"];
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Top-level categories with children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryTreeResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getCategoryNames: {
        parameters: {
            query?: {
                filter_type?: components["schemas"]["FilterType"];
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Names. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": [
                     *         {
                     *           "category_id": 40,
                     *           "name": "Models-All"
                     *         },
                     *         {
                     *           "category_id": 41,
                     *           "name": "Model-Street"
                     *         },
                     *         {
                     *           "category_id": 42,
                     *           "name": "Model-Studio"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CategoryName"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                filter_type?: components["schemas"]["FilterType"];
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Top-level categories with children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryTreeResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "category_id": 12,
                 *       "name": "Rings",
                 *       "parent_id": 10,
                 *       "filter_type": 0,
                 *       "type": 0,
                 *       "show_type": 0
                 *     }
                 */
                "application/json": components["schemas"]["CategoryUpdateRequest"];
            };
        };
        responses: {
            /** @description The stored category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "category_id": 12,
                     *         "name": "Rings",
                     *         "parent_id": 10,
                     *         "filter_type": 0,
                     *         "type": 0,
                     *         "show_type": 0,
                     *         "children": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CategoryNode"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "category_id": 12
                 *     }
                 */
                "application/json": components["schemas"]["CategoryIdRequest"];
            };
        };
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    updateCategoryAttribute: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "category_id": 12,
                 *       "name": "Material",
                 *       "values": [
                 *         "Silver",
                 *         "Rose Gold",
                 *         "18K Gold"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CategoryAttributeUpdateRequest"];
            };
        };
        responses: {
            /** @description The stored attribute. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "attribute_id": 7,
                     *         "name": "Material",
                     *         "values": [
                     *           "Silver",
                     *           "Rose Gold",
                     *           "18K Gold"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CategoryAttribute"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    updateCategoryPrompt: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "category_id": 30,
                 *       "name": "Marble table",
                 *       "description": "Place the product on a marble table, soft light",
                 *       "type": 0
                 *     }
                 */
                "application/json": components["schemas"]["PromptTemplateUpdateRequest"];
            };
        };
        responses: {
            /** @description The stored template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "prompt_id": 301,
                     *         "name": "Marble table",
                     *         "description": "Place the product on a marble table, soft light",
                     *         "category_id": 30,
                     *         "type": 0,
                     *         "models": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PromptTemplate"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "(binary PNG)",
                 *       "type": "upload",
                 *       "category_id": 22
                 *     }
                 */
                "multipart/form-data": components["schemas"]["UploadRequest"];
            };
        };
        responses: {
            /** @description Stored file(s). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "Image uploaded successfully!",
                     *       "data": [
                     *         {
                     *           "path": "/mock-media/upload/u-2001.png",
                     *           "image_id": 2001
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UploadResult"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    analyzeCategory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "(binary JPEG)"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["AnalyzeCategoryRequest"];
            };
        };
        responses: {
            /** @description Detected category and child. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "category_id": 10,
                     *         "name": "Jewelry",
                     *         "children": {
                     *           "category_id": 12,
                     *           "name": "Rings"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AnalyzeCategoryResult"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    uploadToRecord: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1001
                 *     }
                 */
                "multipart/form-data": components["schemas"]["UploadToRecordRequest"];
            };
        };
        responses: {
            /** @description The stored image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "path": "/mock-media/upload/u-2002.png",
                     *         "image_id": 2002
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UploadResult"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getVideoModelTypes: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Models. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": [
                     *         {
                     *           "label": "Kling 2.1",
                     *           "value": "kling-v2-1"
                     *         },
                     *         {
                     *           "label": "runway",
                     *           "value": "runway-gen4"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["VideoModelType"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    createVideo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1001,
                 *       "modelType": "kling-v2-1",
                 *       "api_platform": "302AI",
                 *       "prompt_id": 401,
                 *       "prompt": "Slow orbit around the ring, sparkles"
                 *     }
                 */
                "application/json": components["schemas"]["CreateVideoRequest"];
            };
        };
        responses: {
            /** @description Record created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "Video generation task submitted successfully",
                     *       "data": {
                     *         "record_id": "rec_a0c3f1",
                     *         "batch_id": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedRecordResponse"] & {
                        /** @description Some backends also repeat the record id at top level. */
                        record_id?: string;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    adminCreateVideo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1001,
                 *       "path": "/mock-media/video/clip-1.mp4",
                 *       "name": "Orbit",
                 *       "width": 720,
                 *       "height": 1280
                 *     }
                 */
                "application/json": components["schemas"]["AdminCreateVideoRequest"];
            };
        };
        responses: {
            /** @description The stored video. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "success": true,
                     *       "data": {
                     *         "video_id": 801,
                     *         "path": "/mock-media/video/clip-1.mp4",
                     *         "name": "Orbit",
                     *         "width": 720,
                     *         "height": 1280
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ServerEnvelope"] & {
                        data: components["schemas"]["VideoRef"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    adminCreateVideoGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1001,
                 *       "videos": [
                 *         {
                 *           "path": "/mock-media/video/clip-1.mp4",
                 *           "name": "Orbit"
                 *         },
                 *         {
                 *           "path": "/mock-media/video/clip-2.mp4",
                 *           "name": "Zoom"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AdminCreateVideoGroupRequest"];
            };
        };
        responses: {
            /** @description The stored videos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "video_id": 801,
                     *           "path": "/mock-media/video/clip-1.mp4",
                     *           "name": "Orbit"
                     *         },
                     *         {
                     *           "video_id": 802,
                     *           "path": "/mock-media/video/clip-2.mp4",
                     *           "name": "Zoom"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ServerEnvelope"] & {
                        data: components["schemas"]["VideoRef"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    listVipPlans: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["VipPlan"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    checkVipStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Eligibility. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "level": 2,
                     *         "currentLevel": 1,
                     *         "eligible": true,
                     *         "message": "You can upgrade to this plan."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["VipEligibility"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "level": 2,
                 *       "channel": 4
                 *     }
                 */
                "application/json": components["schemas"]["CreateOrderRequest"];
            };
        };
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrderResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    createMakingOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "productId": 601,
                 *       "count": 1,
                 *       "channel": 2,
                 *       "price": 15
                 *     }
                 */
                "application/json": components["schemas"]["CreateMakingOrderRequest"];
            };
        };
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrderResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getOrderStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Order status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": {
                     *         "orderId": "ord_20261121_0001",
                     *         "paymentStatus": "PAYED",
                     *         "status": 1,
                     *         "paymentMsg": "Payment successful."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrderStatusResult"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "Order cancelled",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    sendTelemetry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {"v":1,"page":"k2f9q1x7","sampleRate":1,"events":[{"type":"vital","name":"LCP","value":1840.5,"rating":"good","route":"/","navigation":"navigate","at":2210}]} */
                "text/plain": string;
            };
        };
        responses: {
            /** @description Taken. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmptyResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    adminListImages: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                current?: components["parameters"]["Current"];
                /** @description Items per page. */
                pageSize?: components["parameters"]["PageSize"];
                type?: components["schemas"]["ImageSourceType"];
                category_id?: number;
                /** @description Case-insensitive match on name, prompt or image id (admin search; x-inferred). */
                keyword?: string;
                /** @description Only images with a product (the admin's product table; x-inferred). */
                has_product?: boolean;
                /** @description Only images whose product is in this production status (x-inferred). */
                production_status?: components["schemas"]["ProductionStatus"];
                /** @description Only images whose product is in this pre-sale status (x-inferred). */
                pre_sale_status?: components["schemas"]["PreSaleStatus"];
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of images. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerEnvelope"] & {
                        data: components["schemas"]["GalleryPage"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    adminUpdateImage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1001,
                 *       "name": "Sapphire Pear Ring",
                 *       "sort": 5,
                 *       "category_id": 12
                 *     }
                 */
                "application/json": components["schemas"]["AdminImageUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerEnvelope"] & {
                        data: components["schemas"]["GalleryImage"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    adminDeleteDescImage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1002
                 *     }
                 */
                "application/json": components["schemas"]["ImageIdRequest"];
            };
        };
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "success": true,
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["ServerEmptyResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    adminSetImageUse: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1001,
                 *       "is_use": true
                 *     }
                 */
                "application/json": components["schemas"]["AdminSetUseRequest"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "success": true,
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["ServerEmptyResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    adminSetMainImage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1001,
                 *       "desc_image_id": 1002
                 *     }
                 */
                "application/json": components["schemas"]["AdminSetMainRequest"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "success": true,
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["ServerEmptyResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    adminDeleteImage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "success": true,
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["ServerEmptyResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    generateImagesDescription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image_id": 1001,
                 *       "prompt": "Write a short English title and a long Markdown description for this ring."
                 *     }
                 */
                "application/json": components["schemas"]["GenImagesDescriptionRequest"];
            };
        };
        responses: {
            /** @description Title and description. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "success": true,
                     *       "data": {
                     *         "title": "Sapphire Pear Ring",
                     *         "description": "## Sapphire Pear Ring\n\nA **rose gold** band."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ServerEnvelope"] & {
                        data: components["schemas"]["ImageDescription"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    adminReviewMaking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product_id": 601,
                 *       "pass": true,
                 *       "sampling_cost": 12,
                 *       "sampling_price": 15,
                 *       "suggested_selling_price": 45,
                 *       "supplier": {
                 *         "name": "Lotus Atelier",
                 *         "desc": "Fine jewelry maker in Shenzhen."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ReviewMakingRequest"];
            };
        };
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerProductResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    adminSetTracking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product_id": 601,
                 *       "carrier": "DHL",
                 *       "tracking_number": "1234567890"
                 *     }
                 */
                "application/json": components["schemas"]["TrackingRequest"];
            };
        };
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerProductResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    adminReviewSell: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product_id": 601,
                 *       "pass": true
                 *     }
                 */
                "application/json": components["schemas"]["ReviewSellRequest"];
            };
        };
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerProductResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    adminGetProductAddress: {
        parameters: {
            query: {
                product_id: number;
            };
            header?: {
                /**
                 * @description The language of the client's screens, sent on every call (`en`, or `zh-CN` when the stored language
                 *     setting, else the browser, is Chinese; spec 3 §2.7). The server answers its own messages (the
                 *     envelope's `message`) and the content it ships (category names and attributes, templates, effects,
                 *     styles, plans) in that language where it has both; English otherwise. A name the client sends back
                 *     (`category_name`) is accepted in either language. Any other value is read as
                 *     English: a request the app does not write itself (Explore's static first page, a picture) carries the
                 *     browser's own header, such as `en-US,en;q=0.9`.
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "message": "success",
                     *       "success": true,
                     *       "data": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "address1": "1 Harbour Road",
                     *         "city": "Hong Kong",
                     *         "province": "Wan Chai",
                     *         "zip": "999077",
                     *         "country": "HK",
                     *         "phone": "+85212345678"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ServerEnvelope"] & {
                        data: components["schemas"]["ShippingAddress"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
}
