// Compile-only stubs: OkHttp 4.12 as the glue uses it. OkHttp 4 is written in Kotlin, so these
// are its own Kotlin signatures (in 4.x Response.body is nullable; 5.x made it non-null).
// https://square.github.io/okhttp/4.x/okhttp/okhttp3/
package okhttp3

import java.io.Closeable
import java.io.IOException
import java.io.InputStream

open class OkHttpClient {
    open fun newCall(request: Request): Call = throw RuntimeException("Stub!")
}

interface Call {
    @Throws(IOException::class)
    fun execute(): Response
}

class Request private constructor() {
    open class Builder {
        open fun url(url: String): Builder = throw RuntimeException("Stub!")
        open fun headers(headers: Headers): Builder = throw RuntimeException("Stub!")
        open fun method(method: String, body: RequestBody?): Builder = throw RuntimeException("Stub!")
        open fun build(): Request = throw RuntimeException("Stub!")
    }
}

class Response private constructor() : Closeable {
    @get:JvmName("code") val code: Int get() = throw RuntimeException("Stub!")
    @get:JvmName("message") val message: String get() = throw RuntimeException("Stub!")
    @get:JvmName("headers") val headers: Headers get() = throw RuntimeException("Stub!")
    @get:JvmName("body") val body: ResponseBody? get() = throw RuntimeException("Stub!")
    val isSuccessful: Boolean get() = throw RuntimeException("Stub!")

    override fun close(): Unit = throw RuntimeException("Stub!")
}

class Headers private constructor() : Iterable<Pair<String, String>> {
    operator fun get(name: String): String? = throw RuntimeException("Stub!")

    override fun iterator(): Iterator<Pair<String, String>> = throw RuntimeException("Stub!")

    class Builder {
        fun add(name: String, value: String): Builder = throw RuntimeException("Stub!")
        fun build(): Headers = throw RuntimeException("Stub!")
    }
}

abstract class RequestBody {
    companion object {
        @JvmStatic
        @JvmName("create")
        @JvmOverloads
        fun ByteArray.toRequestBody(contentType: MediaType? = null, offset: Int = 0, byteCount: Int = size): RequestBody =
            throw RuntimeException("Stub!")
    }
}

abstract class ResponseBody : Closeable {
    fun byteStream(): InputStream = throw RuntimeException("Stub!")

    @Throws(IOException::class)
    fun bytes(): ByteArray = throw RuntimeException("Stub!")

    abstract fun contentLength(): Long

    override fun close(): Unit = throw RuntimeException("Stub!")
}

class MediaType private constructor() {
    companion object {
        @JvmStatic
        @JvmName("parse")
        fun String.toMediaTypeOrNull(): MediaType? = throw RuntimeException("Stub!")
    }
}
