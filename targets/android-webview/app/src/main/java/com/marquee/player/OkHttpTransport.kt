package com.marquee.player

import com.marquee.player.core.DownloadBody
import com.marquee.player.core.Downloader
import com.marquee.player.core.HostErrorCode
import com.marquee.player.core.HostException
import com.marquee.player.core.HttpRequest
import com.marquee.player.core.HttpResponse
import com.marquee.player.core.HttpTransport
import okhttp3.Headers
import okhttp3.MediaType.Companion.toMediaTypeOrNull
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody

/**
 * OkHttp behind the core's [HttpTransport] (native fetch) and [Downloader] (host.files). The core
 * has already checked URL schemes, methods and headers (HttpRules); OkHttp keeps no cookies
 * (its default CookieJar.NO_COOKIES), so native calls carry no ambient credentials.
 */
class OkHttpTransport(private val client: OkHttpClient) : HttpTransport, Downloader {
    override fun execute(request: HttpRequest): HttpResponse {
        val headers = Headers.Builder().apply { request.headers.forEach { (name, value) -> add(name, value) } }.build()
        val body = request.body?.toRequestBody(headers["Content-Type"]?.toMediaTypeOrNull())
        val call = Request.Builder().url(request.url).headers(headers).method(request.method, body).build()
        client.newCall(call).execute().use { response ->
            return HttpResponse(
                status = response.code,
                statusText = response.message,
                headers = response.headers.map { it.first to it.second },
                body = response.body?.bytes() ?: ByteArray(0),
            )
        }
    }

    override fun open(url: String): DownloadBody {
        val response = client.newCall(Request.Builder().url(url).build()).execute()
        val body = response.body
        if (!response.isSuccessful || body == null) {
            response.close()
            throw HostException(HostErrorCode.NETWORK_ERROR, "Could not download $url: HTTP ${response.code}")
        }
        // Closing the DownloadBody closes this stream, which releases the connection.
        return DownloadBody(body.byteStream(), body.contentLength().takeIf { it >= 0 })
    }
}
