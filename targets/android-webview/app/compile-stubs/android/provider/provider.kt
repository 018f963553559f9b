// https://developer.android.com/reference/kotlin/android/provider/Settings.Secure
package android.provider

import android.content.ContentResolver

class Settings {
    class Secure {
        companion object {
            const val ANDROID_ID: String = "android_id"

            /** getString(ContentResolver resolver, String name): the value, or null if not present. */
            @JvmStatic fun getString(resolver: ContentResolver?, name: String?): String? = throw RuntimeException("Stub!")
        }
    }
}
