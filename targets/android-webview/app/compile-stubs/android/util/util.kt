// https://developer.android.com/reference/kotlin/android/util/Log
package android.util

class Log private constructor() {
    companion object {
        /** i/w/e(@Nullable String tag, @NonNull String msg): int */
        @JvmStatic fun i(tag: String?, msg: String): Int = throw RuntimeException("Stub!")
        @JvmStatic fun w(tag: String?, msg: String): Int = throw RuntimeException("Stub!")
        @JvmStatic fun e(tag: String?, msg: String): Int = throw RuntimeException("Stub!")
    }
}

open class DisplayMetrics {
    @JvmField var widthPixels: Int = 0
    @JvmField var heightPixels: Int = 0
}
