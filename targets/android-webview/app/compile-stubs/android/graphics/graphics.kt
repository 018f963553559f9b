// https://developer.android.com/reference/kotlin/android/graphics/Bitmap
package android.graphics

import java.io.OutputStream

class Bitmap private constructor() {
    enum class Config { ARGB_8888 }

    enum class CompressFormat { JPEG, PNG }

    /** compress(@NonNull CompressFormat format, int quality, @NonNull OutputStream stream): boolean */
    fun compress(format: CompressFormat, quality: Int, stream: OutputStream): Boolean = throw RuntimeException("Stub!")

    fun recycle(): Unit = throw RuntimeException("Stub!")

    companion object {
        /** createBitmap(int width, int height, @NonNull Config config): @NonNull Bitmap */
        @JvmStatic fun createBitmap(width: Int, height: Int, config: Config): Bitmap = throw RuntimeException("Stub!")
    }
}
