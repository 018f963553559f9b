// https://developer.android.com/reference/kotlin/android/content/res/Resources
package android.content.res

import android.util.DisplayMetrics

open class Resources {
    /** getDisplayMetrics(): DisplayMetrics! */
    open val displayMetrics: DisplayMetrics get() = throw RuntimeException("Stub!")
}
